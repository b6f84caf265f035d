import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { auditEvents } from "../db/schema.js";

/** The audit entries naming `target`, newest first. */
export async function auditEventsFor(app: FastifyInstance, target: string) {
  return app.database.db.select().from(auditEvents).where(eq(auditEvents.target, target)).orderBy(desc(auditEvents.id));
}
