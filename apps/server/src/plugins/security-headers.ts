import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * Headers only a document obeys. A script, style sheet or font is never opened as a page, so it goes without them:
 * on a page of twenty small chunks they were most of each response's bytes.
 */
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];
const SUBRESOURCE_ONLY = /\.(?:js|css|woff2|map)(?:\.br|\.gz)?$/;

/** Drops the document-only headers from a static file that can only be loaded by a page, never opened as one. */
export function removeDocumentOnlyHeaders(response: { removeHeader(name: string): void }, filePath: string) {
  if (!SUBRESOURCE_ONLY.test(filePath)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) response.removeHeader(name);
}

/**
 * Strict CSP: scripts, style sheets and connections only from our own origin; the one frame is the intro video,
 * loaded on request, when one is configured (no frame at all otherwise); no one may frame us.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { frameOrigins: string[] }) {
  // Built once: @fastify/helmet rebuilt the middleware, parsing the policy again, on every request.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // Prerendered pages carry style attributes (React, Radix) and Radix's scroll lock writes a <style> element
        // while a dialog is open; neither can run script (decision 010).
        styleSrcAttr: ["'unsafe-inline'"],
        styleSrcElem: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: options.frameOrigins.length > 0 ? options.frameOrigins : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  app.addHook("onRequest", (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
