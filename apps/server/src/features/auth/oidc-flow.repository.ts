import { and, desc, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type OidcIdentityRecord, oidcSignInFlows } from "../../db/schema.js";

type Provider = "google" | "apple";

export async function insertOidcFlow(
  db: Db,
  flow: {
    provider: Provider;
    browserKeyHash: string;
    state: string;
    nonce: string;
    codeVerifier: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(oidcSignInFlows).values(flow);
  await db.delete(oidcSignInFlows).where(lt(oidcSignInFlows.expiresAt, new Date(Date.now() - 60 * 60 * 1000)));
}

/** The browser's latest flow with this provider that is still waiting for its callback. */
export async function findWaitingFlow(db: Db, provider: Provider, browserKeyHash: string) {
  const [flow] = await db
    .select()
    .from(oidcSignInFlows)
    .where(
      and(
        eq(oidcSignInFlows.provider, provider),
        eq(oidcSignInFlows.browserKeyHash, browserKeyHash),
        isNull(oidcSignInFlows.usedAt),
        isNull(oidcSignInFlows.ticketHash),
        gt(oidcSignInFlows.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(oidcSignInFlows.createdAt))
    .limit(1);
  return flow;
}

/** The callback's one use of the flow: the identity and the ticket, or nothing when it was used meanwhile. */
export async function saveFlowIdentity(
  db: Db,
  flowId: string,
  result: { identity: OidcIdentityRecord; ticketHash: string; expiresAt: Date },
): Promise<boolean> {
  const saved = await db
    .update(oidcSignInFlows)
    .set(result)
    .where(and(eq(oidcSignInFlows.id, flowId), isNull(oidcSignInFlows.ticketHash), isNull(oidcSignInFlows.usedAt)))
    .returning({ id: oidcSignInFlows.id });
  return saved.length === 1;
}

/** A flow that failed at its callback: it can be used no more. */
export async function spendFlow(db: Db, flowId: string): Promise<void> {
  await db.update(oidcSignInFlows).set({ usedAt: new Date() }).where(eq(oidcSignInFlows.id, flowId));
}

/** Spends the ticket, once, in the browser that started the flow and before it expires: the identity it carries. */
export async function spendTicket(
  db: Db,
  ticketHash: string,
  browserKeyHash: string,
): Promise<{ provider: Provider; identity: OidcIdentityRecord } | undefined> {
  const [flow] = await db
    .update(oidcSignInFlows)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oidcSignInFlows.ticketHash, ticketHash),
        eq(oidcSignInFlows.browserKeyHash, browserKeyHash),
        isNull(oidcSignInFlows.usedAt),
        gt(oidcSignInFlows.expiresAt, new Date()),
      ),
    )
    .returning({ provider: oidcSignInFlows.provider, identity: oidcSignInFlows.identity });
  return flow?.identity ? { provider: flow.provider, identity: flow.identity } : undefined;
}
