import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Strict CSP: scripts, style sheets and connections only from our own origin; the one frame is the intro video,
 * loaded on request; no one may frame us.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { frameOrigins: string[] }) {
  await app.register(helmet, {
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
        frameSrc: options.frameOrigins,
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
}
