import { BlockList, isIPv6 } from "node:net";
import { authApiMessages } from "@paralex/shared/auth-validation";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { answers } from "../../lib/answer-schemas.js";
import { AppError } from "../../lib/app-error.js";
import { withZodSchemas } from "../../lib/route-schemas.js";
import { listMailbox } from "./mail.service.js";

const ZMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/**
 * Whether the connection comes from a process on this machine: judged by the socket, never by `request.ip` or a
 * forwarded header, which a client can write.
 */
function isFromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress;
  return address !== undefined && loopback.check(address, isIPv6(address) ? "ipv6" : "ipv4");
}

/**
 * GET /api/dev/mailbox: the outbox, newest first. Registered only outside production and without SMTP, and
 * answered only to this machine, since its links sign in as anyone; others get the 404 of a missing route.
 */
export async function devMailboxRoutes(app: FastifyInstance, options: { db: Db }) {
  const schema = { response: answers({ 200: z.array(ZMail) }) };
  withZodSchemas(app).get("/dev/mailbox", { schema }, async (request) => {
    if (!isFromThisMachine(request)) throw new AppError("not_found", authApiMessages.notFound);
    return listMailbox(options.db);
  });
}
