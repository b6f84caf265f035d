import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { PUBLIC_CONFIG_ELEMENT_ID, type TPublicConfig } from "@paralex/shared/public-config";
import { isKnownPage } from "@paralex/shared/routes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const NOT_FOUND_BODY = { detail: "Not found." };
const FALLBACK_PAGE = "<!doctype html><title>Paralex</title><p>The web app has not been built. Run npm run build.</p>";

/** Puts the browser's allow-listed settings into the page as inert JSON (no inline script runs). */
export function renderIndexHtml(template: string, publicConfig: TPublicConfig): string {
  const json = JSON.stringify(publicConfig).replace(/</g, "\\u003c");
  const configTag = `<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return template
    .replace("<!--app-config-->", configTag)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(publicConfig.brandName)}</title>`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Serves the built single-page app: hashed assets with a long cache, every page through index.html
 * (404 for paths the app does not know, so the app shows its not-found page with the right status),
 * and a JSON 404 for unknown API and gateway paths.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { webDist: string; publicConfig: TPublicConfig; apiPrefixes: string[] },
) {
  const indexPath = path.join(options.webDist, "index.html");
  const hasBuild = existsSync(indexPath);
  if (!hasBuild) app.log.warn({ webDist: options.webDist }, "web app not built; pages show a placeholder");
  const indexHtml = hasBuild ? renderIndexHtml(readFileSync(indexPath, "utf8"), options.publicConfig) : FALLBACK_PAGE;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      index: false,
      wildcard: false,
      preCompressed: true,
      allowedPath: (pathname) => pathname !== "/index.html",
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  const isApiPath = (url: string) =>
    options.apiPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    return reply
      .status(isKnownPage(pathname) ? 200 : 404)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(indexHtml);
  };

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = (request.method === "GET" || request.method === "HEAD") && !isApiPath(request.url);
    if (isPageRequest) return sendPage(request, reply);
    return reply.status(404).send(NOT_FOUND_BODY);
  });
}
