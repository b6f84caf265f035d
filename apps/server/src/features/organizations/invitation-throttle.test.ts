import { organizationMessages } from "@paralex/shared/organization";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { auditEvents, invitations } from "../../db/schema.js";
import { readMailbox, uniqueEmail } from "../../test/account-helpers.js";
import { gql, type SignedInUser, signUpAndLogIn, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import { createTestApp } from "../../test/test-app.js";

const INVITE = `mutation Invite($input: InviteMemberInput!) {
  inviteMember(input: $input) { invitationId email } }`;
const RESEND = "mutation Resend($id: ID!) { resendInvitation(invitationId: $id) { invitationId } }";
const HOUR_MS = 60 * 60 * 1000;

type Answer = Awaited<ReturnType<typeof gql<{ inviteMember: { invitationId: string; email: string } }>>>;

const invite = (app: FastifyInstance, admin: SignedInUser, email = uniqueEmail("invitee")) =>
  gql<{ inviteMember: { invitationId: string; email: string } }>(app, INVITE, {
    token: admin.token,
    variables: {
      input: {
        firstName: "Chosen",
        lastName: "Text",
        email,
        position: "Click here: https://example.test",
        role: "Employee",
        products: [1],
      },
    },
  });

const isSent = (answer: Answer) => answer.body.data?.inviteMember?.invitationId !== undefined;
const isThrottled = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code === "RATE_LIMITED";

const eventsOf = (app: FastifyInstance, admin: SignedInUser, action: string) =>
  app.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.organizationId, admin.organizationId), eq(auditEvents.action, action)));

/** Invitations this organization sent earlier, as the audit log holds them. */
async function sentEarlier(app: FastifyInstance, admin: SignedInUser, count: number, hoursAgo: number) {
  const createdAt = new Date(Date.now() - hoursAgo * HOUR_MS);
  await app.database.db.insert(auditEvents).values(
    Array.from({ length: count }, () => ({
      action: "invitation_sent",
      organizationId: admin.organizationId,
      actorUserId: admin.userId,
      actorEmail: admin.email,
      target: uniqueEmail("earlier"),
      createdAt,
    })),
  );
}

describe("invitation throttle with the default limits", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("defaults to 50 a day and 20 a minute per organization, 10 a day while it pays for nothing", () => {
    const config = loadConfig({ NODE_ENV: "test", PGLITE_DIR: "memory://" });
    expect(config.invitationLimits).toEqual({ perDay: 50, perMinute: 20, unpaidPerDay: 10 });
  });

  it("lets a paying Admin firing sixty invitations at once send twenty, refuses the rest with 429, and audits both", async () => {
    const admin = await signUpAndLogIn(app, "spammer");
    await subscribeThroughBuiltinCheckout(app, admin, 1, "Basic");
    const answers = await Promise.all(Array.from({ length: 60 }, () => invite(app, admin)));

    expect(answers.filter(isSent)).toHaveLength(20);
    const refused = answers.filter(isThrottled);
    expect(refused).toHaveLength(40);
    expect(refused[0]?.body.errors?.[0]?.message).toBe(organizationMessages.invitationsTooFast);

    const stored = await app.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.organizationId, admin.organizationId));
    expect(stored).toHaveLength(20);
    const mailed = (await readMailbox(app)).filter((mail) => mail.subject.includes("invited you"));
    expect(mailed.filter((mail) => stored.some((row) => row.email === mail.to))).toHaveLength(20);
    expect(await eventsOf(app, admin, "invitation_sent")).toHaveLength(20);

    const throttled = await eventsOf(app, admin, "invitation_throttled");
    expect(throttled).toHaveLength(1);
    expect(throttled[0]).toMatchObject({
      actorEmail: admin.email,
      details: { attempted: "invitation_sent", window: "minute", limit: 20 },
    });
  }, 120_000);
});

describe("invitation throttle per organization and day", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ INVITATIONS_PER_DAY: "6", INVITATIONS_PER_MINUTE: "3" });
  });
  afterAll(() => app.close());

  it("counts resends with invitations in the short window", async () => {
    const admin = await signUpAndLogIn(app, "resender");
    const first = await invite(app, admin);
    const id = first.body.data?.inviteMember.invitationId;
    const resend = () => gql(app, RESEND, { token: admin.token, variables: { id } });
    expect((await resend()).body.errors).toBeUndefined();
    expect((await resend()).body.errors).toBeUndefined();
    const refused = await resend();
    expect(refused.body.errors?.[0]).toMatchObject({
      message: organizationMessages.invitationsTooFast,
      extensions: { code: "RATE_LIMITED" },
    });
    expect(await eventsOf(app, admin, "invitation_throttled")).toMatchObject([
      { target: first.body.data?.inviteMember.email, details: { attempted: "invitation_resent", window: "minute" } },
    ]);
  });

  it("refuses past the daily figure, counting the last 24 hours only", async () => {
    const admin = await signUpAndLogIn(app, "daily");
    await sentEarlier(app, admin, 20, 25);
    await sentEarlier(app, admin, 5, 2);

    expect(isSent(await invite(app, admin))).toBe(true);
    const refused = await invite(app, admin);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: organizationMessages.invitationsPerDay(6),
      extensions: { code: "RATE_LIMITED" },
    });
    expect(await eventsOf(app, admin, "invitation_throttled")).toMatchObject([
      { details: { attempted: "invitation_sent", window: "day", limit: 6 } },
    ]);

    const other = await signUpAndLogIn(app, "neighbour");
    expect(isSent(await invite(app, other))).toBe(true);
  });

  it("refuses start-up with a limit that is not a positive whole number", () => {
    for (const value of ["0", "-1", "2.5", "many"]) {
      expect(() => loadConfig({ NODE_ENV: "test", INVITATIONS_PER_DAY: value })).toThrow(/INVITATIONS_PER_DAY/);
    }
  });
});
