import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { outbox } from "../../db/schema.js";

/** Keeps the mail once: a repeated delivery of the same job (same id) changes nothing. */
export async function insertOutboxMail(
  db: Db,
  mail: { id: string; toAddress: string; subject: string; textBody: string; htmlBody: string },
): Promise<void> {
  await db.insert(outbox).values(mail).onConflictDoNothing({ target: outbox.id });
}

export async function listOutboxMails(db: Db, limit: number) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
}
