import type { FastifyInstance } from "fastify";

/**
 * Every answer under the prefixes is `Cache-Control: no-store` unless its route says otherwise (the profile photo
 * does): they carry tokens, secret links and account data, which no browser or shared cache may keep.
 */
export function registerNoStore(app: FastifyInstance, prefixes: string[]): void {
  const isCovered = (url: string) => prefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
  app.addHook("onRequest", (request, reply, done) => {
    if (isCovered(request.url)) reply.header("cache-control", "no-store");
    done();
  });
}
