import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import { DEFAULT_PUBLIC_CONFIG, PUBLIC_CONFIG_ELEMENT_ID, type TPublicConfig } from "@paralex/shared/public-config";
import { isKnownPage } from "@paralex/shared/routes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { escapeHtml } from "../lib/escape-html.js";
import { removeDocumentOnlyHeaders } from "./security-headers.js";

const NOT_FOUND_BODY = { detail: "Not found." };
const FALLBACK_PAGE = "<!doctype html><title>Paralex</title><p>The web app has not been built. Run npm run build.</p>";
const NOT_FOUND_PAGE_FILE = "404.html";

interface RenderedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** Puts the browser's allow-listed settings into the page as inert JSON (no inline script runs) and brands the title. */
export function renderIndexHtml(template: string, publicConfig: TPublicConfig): string {
  const json = JSON.stringify(publicConfig).replace(/</g, "\\u003c");
  const configTag = `<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return template
    .replace("<!--app-config-->", configTag)
    .replace(/<title>([^<]*)<\/title>/, (_match, title: string) => {
      const branded = title.replace(DEFAULT_PUBLIC_CONFIG.brandName, publicConfig.brandName);
      return `<title>${escapeHtml(branded)}</title>`;
    });
}

function toRenderedPage(html: string): RenderedPage {
  return { html, br: brotliCompressSync(html), gzip: gzipSync(html) };
}

/** The prerendered file for a path: '/' → index.html, '/blog-post/1' → blog-post__1.html. */
export function prerenderedFileName(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "index.html" : `${trimmed.slice(1).replaceAll("/", "__")}.html`;
}

function loadPages(webDist: string, publicConfig: TPublicConfig) {
  const indexPath = path.join(webDist, "index.html");
  if (!existsSync(indexPath))
    return { index: toRenderedPage(FALLBACK_PAGE), prerendered: new Map<string, RenderedPage>() };
  const index = toRenderedPage(renderIndexHtml(readFileSync(indexPath, "utf8"), publicConfig));
  const pagesDir = path.join(webDist, "pages");
  const prerendered = new Map<string, RenderedPage>();
  if (existsSync(pagesDir)) {
    for (const file of readdirSync(pagesDir).filter((name) => name.endsWith(".html"))) {
      prerendered.set(
        file,
        toRenderedPage(renderIndexHtml(readFileSync(path.join(pagesDir, file), "utf8"), publicConfig)),
      );
    }
  }
  return { index, prerendered };
}

/**
 * Serves the built single-page app: hashed assets with a long cache; public pages prerendered at build
 * time, the others through index.html; 404 for paths the app does not know (with its not-found page);
 * and a JSON 404 for unknown API and gateway paths.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { webDist: string; publicConfig: TPublicConfig; apiPrefixes: string[] },
) {
  const hasBuild = existsSync(path.join(options.webDist, "index.html"));
  if (!hasBuild) app.log.warn({ webDist: options.webDist }, "web app not built; pages show a placeholder");
  const { index, prerendered } = loadPages(options.webDist, options.publicConfig);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      index: false,
      wildcard: false,
      preCompressed: true,
      // send's own Cache-Control would overwrite the one setHeaders chooses.
      cacheControl: false,
      allowedPath: (pathname) => pathname !== "/index.html" && !pathname.startsWith("/pages/"),
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
        // @fastify/static passes the reply's Node response, whose removeHeader its type leaves out.
        removeDocumentOnlyHeaders(res as unknown as ServerResponse, filePath);
      },
    });
  }

  const isApiPath = (url: string) => {
    const pathname = url.split("?")[0] ?? url;
    return options.apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  };

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isKnown = isKnownPage(pathname);
    const page = isKnown
      ? (prerendered.get(prerenderedFileName(pathname)) ?? index)
      : (prerendered.get(NOT_FOUND_PAGE_FILE) ?? index);
    const accepts = request.headers["accept-encoding"] ?? "";
    reply
      .status(isKnown ? 200 : 404)
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding")
      .type("text/html; charset=utf-8");
    if (/\bbr\b/.test(accepts)) return reply.header("content-encoding", "br").send(page.br);
    if (/\bgzip\b/.test(accepts)) return reply.header("content-encoding", "gzip").send(page.gzip);
    return reply.send(page.html);
  };

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = (request.method === "GET" || request.method === "HEAD") && !isApiPath(request.url);
    if (isPageRequest) return sendPage(request, reply);
    return reply.status(404).send(NOT_FOUND_BODY);
  });
}
