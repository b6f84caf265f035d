import { auditMessages, type TAuditLogPage } from "@paralex/shared/audit";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, subscriptions } from "../../db/schema.js";
import { gql, type SignedInUser, signUpAndLogIn, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { applyPaymentEvent } from "../payments/payment-events.service.js";
import { recordAuditEvent } from "./audit.service.js";

const AUDIT_LOG = `query A($first: Int, $before: ID) {
  auditLog(first: $first, before: $before) {
    items { id action label actorEmail target ipAddress userAgent createdAt details }
    nextCursor
  }
}`;
const LIST = `query S($userId: ID!) { subscriptionsByUser(userId: $userId) { subsId } }`;
const CANCEL = `mutation C($subsId: ID!) { cancelSubscription(subsId: $subsId) { subsId } }`;
const CHANGE = `mutation P($subsId: ID!, $tier: String!) { changeSubscriptionPlan(subsId: $subsId, tier: $tier) { note } }`;

describe("the audit log over GraphQL", () => {
  let app: FastifyInstance;
  let admin: SignedInUser;

  const readLog = (user: SignedInUser | undefined, variables: Record<string, unknown> = {}) =>
    gql<{ auditLog: TAuditLogPage }>(app, AUDIT_LOG, { variables, ...(user ? { token: user.token } : {}) });

  /** The organization's subscription events, newest first. */
  const subscriptionEventsSeenBy = async (user: SignedInUser) => {
    const { body } = await readLog(user, { first: 100 });
    return (body.data?.auditLog.items ?? []).filter((item) => item.action.startsWith("subscription_"));
  };

  const record = (organizationId: string, action: "profile_updated" | "member_removed", target: string) =>
    recordAuditEvent(app.database.db, { action, organizationId, actorEmail: "someone@example.com", target });

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL: "https://app.example.com" });
    admin = await signUpAndLogIn(app, "admin");
  });
  afterAll(() => app.close());

  it("lists the organization's events newest first and pages through them with before", async () => {
    const owner = await signUpAndLogIn(app, "pager");
    for (const target of ["e1", "e2", "e3", "e4", "e5"]) await record(owner.organizationId, "profile_updated", target);

    const first = await readLog(owner, { first: 2 });
    expect(first.body.errors).toBeUndefined();
    const firstPage = first.body.data?.auditLog;
    expect(firstPage?.items.map((item) => item.target)).toEqual(["e5", "e4"]);
    expect(firstPage?.items[0]).toMatchObject({
      action: "profile_updated",
      label: "Profile updated",
      actorEmail: "someone@example.com",
      details: "{}",
    });
    expect(Number(firstPage?.items[0]?.id)).toBeGreaterThan(Number(firstPage?.items[1]?.id));
    expect(firstPage?.nextCursor).toBe(firstPage?.items[1]?.id);

    const second = await readLog(owner, { first: 2, before: firstPage?.nextCursor });
    expect(second.body.data?.auditLog.items.map((item) => item.target)).toEqual(["e3", "e2"]);

    const rest = await readLog(owner, { first: 100, before: second.body.data?.auditLog.nextCursor });
    const restPage = rest.body.data?.auditLog;
    expect(restPage?.items[0]?.target).toBe("e1");
    expect(restPage?.nextCursor).toBeNull();
  });

  it("answers 25 events by default and at most 100 however many are asked for", async () => {
    const owner = await signUpAndLogIn(app, "many");
    for (let index = 0; index < 105; index += 1) await record(owner.organizationId, "member_removed", `m${index}`);

    const byDefault = await readLog(owner);
    expect(byDefault.body.data?.auditLog.items).toHaveLength(25);
    const capped = await readLog(owner, { first: 1000 });
    expect(capped.body.data?.auditLog.items).toHaveLength(100);
    expect(capped.body.data?.auditLog.nextCursor).not.toBeNull();
  });

  it("refuses a bad page size or cursor with a clear message", async () => {
    const zero = await readLog(admin, { first: 0 });
    expect(zero.body.errors?.[0]).toMatchObject({
      message: auditMessages.badPageSize,
      extensions: { code: "BAD_USER_INPUT" },
    });
    const badCursor = await readLog(admin, { before: "not-a-number" });
    expect(badCursor.body.errors?.[0]).toMatchObject({
      message: auditMessages.badCursor,
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("refuses a signed-out caller", async () => {
    const { body } = await readLog(undefined);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a Member of the organization", async () => {
    const member = await signUpAndLogIn(app, "member");
    await app.database.db
      .update(memberships)
      .set({ organizationId: admin.organizationId, applicationRole: "Member" })
      .where(eq(memberships.userId, member.userId));

    const { body } = await readLog(member);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: auditMessages.adminsOnly,
      extensions: { code: "FORBIDDEN" },
    });
  });

  it("never shows another organization's events", async () => {
    const other = await signUpAndLogIn(app, "other");
    await record(other.organizationId, "member_removed", "secret-of-other");
    const mine = await signUpAndLogIn(app, "mine");
    await record(mine.organizationId, "member_removed", "mine-only");

    const { body } = await readLog(mine, { first: 100 });
    const targets = body.data?.auditLog.items.map((item) => item.target) ?? [];
    expect(targets).toContain("mine-only");
    expect(targets).not.toContain("secret-of-other");
  });

  it("records a built-in checkout, a plan change and a cancellation with who, what and from where", async () => {
    const owner = await signUpAndLogIn(app, "subscriber");
    await subscribeThroughBuiltinCheckout(app, owner, 1, "Professional");
    const listed = await gql<{ subscriptionsByUser: { subsId: string }[] }>(app, LIST, {
      variables: { userId: owner.userId },
      token: owner.token,
    });
    const subsId = listed.body.data?.subscriptionsByUser[0]?.subsId ?? "";
    const changed = await gql(app, CHANGE, { variables: { subsId, tier: "Enterprise" }, token: owner.token });
    expect(changed.body.errors).toBeUndefined();
    const canceled = await gql(app, CANCEL, { variables: { subsId }, token: owner.token });
    expect(canceled.body.errors).toBeUndefined();

    const events = await subscriptionEventsSeenBy(owner);
    expect(events.map((item) => item.action)).toEqual([
      "subscription_canceled",
      "subscription_changed",
      "subscription_created",
    ]);
    const [cancel, change, created] = events;
    expect(cancel).toMatchObject({
      label: "Subscription canceled",
      actorEmail: owner.email,
      target: subsId,
      userAgent: "lightMyRequest",
    });
    expect(cancel?.ipAddress).toMatch(/^10\./);
    expect(JSON.parse(cancel?.details ?? "{}")).toMatchObject({ provider: "builtin", appId: 1 });
    expect(change).toMatchObject({ label: "Subscription plan changed", actorEmail: owner.email, target: subsId });
    expect(JSON.parse(change?.details ?? "{}")).toMatchObject({ from: "Professional", to: "Enterprise" });
    expect(created).toMatchObject({ label: "Subscription started", actorEmail: null, target: subsId });
    expect(JSON.parse(created?.details ?? "{}")).toEqual({ provider: "builtin", appId: 1, tier: "Professional" });
    expect(new Date(cancel?.createdAt ?? "").getTime()).toBeGreaterThanOrEqual(
      new Date(created?.createdAt ?? "").getTime(),
    );
  });

  it("records what the provider changes on its own once, with the provider as actor", async () => {
    const owner = await signUpAndLogIn(app, "stripe-owner");
    await subscribeThroughBuiltinCheckout(app, owner, 2, "Basic");
    const [row] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, owner.userId));
    if (!row) throw new Error("no subscription");
    await app.database.db
      .update(subscriptions)
      .set({ provider: "stripe", providerSubscriptionId: "sub_audit_1" })
      .where(eq(subscriptions.id, row.id));
    const updated = (id: string) => ({
      id,
      type: "customer.subscription.updated",
      data: {
        object: { id: "sub_audit_1", status: "active", cancel_at_period_end: true, metadata: { tier: "Enterprise" } },
      },
    });
    await applyPaymentEvent({ db: app.database.db }, "stripe", updated("evt_audit_1"));
    await applyPaymentEvent({ db: app.database.db }, "stripe", updated("evt_audit_2"));

    const events = await subscriptionEventsSeenBy(owner);
    expect(events.map((item) => item.action)).toEqual([
      "subscription_canceled",
      "subscription_changed",
      "subscription_created",
    ]);
    expect(events[0]).toMatchObject({ actorEmail: null, target: row.id, ipAddress: null });
    expect(JSON.parse(events[0]?.details ?? "{}")).toMatchObject({ provider: "stripe", ended: false });
    expect(JSON.parse(events[1]?.details ?? "{}")).toMatchObject({
      provider: "stripe",
      from: "Basic",
      to: "Enterprise",
    });
  });
});
