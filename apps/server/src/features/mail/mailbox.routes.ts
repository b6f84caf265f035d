import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { listMailbox } from "./mail.service.js";

/** GET /api/dev/mailbox: the outbox, newest first. Registered only outside production. */
export async function devMailboxRoutes(app: FastifyInstance, options: { db: Db }) {
  app.get("/dev/mailbox", async () => listMailbox(options.db));
}
