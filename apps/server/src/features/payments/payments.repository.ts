import { and, eq, gt } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.js";
import { checkoutSessions, processedEvents, type TPaymentProviderValue } from "../../db/schema.js";

export type CheckoutSessionRecord = typeof checkoutSessions.$inferSelect;
export type NewCheckoutSession = typeof checkoutSessions.$inferInsert;

export async function insertCheckoutSession(
  db: DbExecutor,
  values: NewCheckoutSession,
): Promise<CheckoutSessionRecord> {
  const [row] = await db.insert(checkoutSessions).values(values).returning();
  if (!row) throw new Error("checkout session insert returned nothing");
  return row;
}

export async function setProviderSessionId(db: DbExecutor, id: string, providerSessionId: string): Promise<void> {
  await db.update(checkoutSessions).set({ providerSessionId }).where(eq(checkoutSessions.id, id));
}

/** Ends the organization's open, unexpired checkout sessions for the product now; answers the sessions it ended. */
export async function expireOpenCheckoutSessions(
  db: DbExecutor,
  scope: { organizationId: string; appId: number; now: Date },
): Promise<CheckoutSessionRecord[]> {
  return db
    .update(checkoutSessions)
    .set({ expiresAt: scope.now })
    .where(
      and(
        eq(checkoutSessions.organizationId, scope.organizationId),
        eq(checkoutSessions.appId, scope.appId),
        eq(checkoutSessions.status, "open"),
        gt(checkoutSessions.expiresAt, scope.now),
      ),
    )
    .returning();
}

/** Locks the row for the rest of the transaction, so two completions of one session cannot both pass. */
export async function findCheckoutSessionForUpdate(
  db: DbExecutor,
  id: string,
): Promise<CheckoutSessionRecord | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1).for("update");
  return row;
}

export async function findCheckoutSessionByTokenHash(
  db: DbExecutor,
  tokenHash: string,
): Promise<CheckoutSessionRecord | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function markCheckoutSessionComplete(db: DbExecutor, id: string, completedAt: Date): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ status: "complete", completedAt })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, "open")));
}

/** Records a provider event as handled; false when it already was, so a redelivery changes nothing. */
export async function claimEvent(
  db: DbExecutor,
  event: { provider: TPaymentProviderValue; eventId: string; type: string },
): Promise<boolean> {
  const inserted = await db
    .insert(processedEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: processedEvents.eventId });
  return inserted.length > 0;
}
