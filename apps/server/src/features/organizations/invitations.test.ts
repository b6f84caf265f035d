import { invitationMessages, organizationMessages } from "@paralex/shared/organization";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, invitations, memberships } from "../../db/schema.js";
import {
  confirmationKeyIn,
  latestMailTo,
  logInAs,
  nextIp,
  post,
  STRONG_PASSWORD,
  uniqueEmail,
} from "../../test/account-helpers.js";
import { gql, type SignedInUser, signUpAndLogIn } from "../../test/billing-helpers.js";
import { createTestApp } from "../../test/test-app.js";

const INVITE = `mutation Invite($input: InviteMemberInput!) {
  inviteMember(input: $input) { invitationId email role products status } }`;
const RESEND = "mutation Resend($id: ID!) { resendInvitation(invitationId: $id) { invitationId status } }";
const REVOKE = "mutation Revoke($id: ID!) { revokeInvitation(invitationId: $id) { invitationId status } }";
const LIST = "query { organizationInvitations { invitationId email status } }";

function keyIn(text: string): string {
  const match = text.match(/\/invitation\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no invitation link in:\n${text}`);
  return match[1];
}

describe("invitations: send, accept, expire, reuse, revoke, resend", () => {
  let app: FastifyInstance;
  let admin: SignedInUser;

  const invite = async (email: string, extra: Record<string, unknown> = {}) => {
    const { body } = await gql<{ inviteMember: { invitationId: string } }>(app, INVITE, {
      token: admin.token,
      variables: {
        input: {
          firstName: "Thurgood",
          lastName: "Marshall",
          email,
          position: "Associate",
          role: "Employee",
          products: [2, 1],
          ...extra,
        },
      },
    });
    return body;
  };

  const sendAndReadKey = async (email: string) => {
    const body = await invite(email);
    expect(body.errors).toBeUndefined();
    const mail = await latestMailTo(app, email);
    if (!mail) throw new Error(`no invitation mail to ${email}`);
    return { key: keyIn(mail.text), invitationId: body.data?.inviteMember.invitationId as string, mail };
  };

  const register = (key: string, overrides: Record<string, unknown> = {}) =>
    post(app, `/api/invitations/${key}/register`, {
      first_name: "Thurgood",
      last_name: "Marshall",
      password1: STRONG_PASSWORD,
      password2: STRONG_PASSWORD,
      ...overrides,
    });

  const membershipOf = async (userId: string) => {
    const [row] = await app.database.db.select().from(memberships).where(eq(memberships.userId, userId));
    return row;
  };

  const audited = (action: string) =>
    app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.organizationId, admin.organizationId)));

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAndLogIn(app, "inviter");
  });
  afterAll(() => app.close());

  it("emails a link, describes it, and lets a new user sign up through it into the organization", async () => {
    const email = uniqueEmail("newcomer");
    const { key, mail } = await sendAndReadKey(email);
    expect(mail.subject).toContain("invited you");
    expect(mail.text).toContain("Federal Criminal, Civil Litigation");
    const [stored] = await app.database.db.select().from(invitations).where(eq(invitations.email, email));
    expect(stored?.keyHash).not.toContain(key);
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);

    const described = await app.inject({ method: "GET", url: `/api/invitations/${key}` });
    expect(described.json()).toMatchObject({
      status: "pending",
      email,
      role: "Employee",
      products: [1, 2],
      hasAccount: false,
    });

    const weak = await register(key, { password1: "short", password2: "short" });
    expect(weak.statusCode).toBe(400);
    const created = await register(key);
    expect(created.statusCode, created.body).toBe(201);
    const session = await logInAs(app, { email, password: STRONG_PASSWORD });
    expect(session.user.organizationId).toBe(admin.organizationId);
    const membership = await membershipOf(String(session.user.userId));
    expect(membership).toMatchObject({
      applicationRole: "Member",
      role: "Employee",
      position: "Associate",
      practiceAreas: [1, 2],
    });

    const [accepted] = await audited("invitation_accepted");
    expect(accepted).toMatchObject({ target: email, actorEmail: email });
    expect((await audited("invitation_sent")).some((event) => event.target === email)).toBe(true);

    const reused = await register(key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().detail).toBe(invitationMessages.accepted);
    expect((await app.inject({ method: "GET", url: `/api/invitations/${key}` })).json().status).toBe("accepted");
  });

  it("does not adopt a stranger's unconfirmed sign-up of the invited address: the invitee's password and names win", async () => {
    const email = uniqueEmail("prehijacked");
    const strangerPassword = "Intruder#Secret77";
    const signUp = await post(app, "/api/auth/registration/", {
      email,
      password1: strangerPassword,
      password2: strangerPassword,
      first_name: "Mallory",
      last_name: "Intruder",
    });
    expect(signUp.statusCode).toBe(201);
    const strangerKey = confirmationKeyIn((await latestMailTo(app, email))?.text ?? "");
    const { key } = await sendAndReadKey(email);

    expect((await register(key)).statusCode).toBe(201);
    expect((await post(app, "/api/auth/registration/verify-email/", { key: strangerKey })).statusCode).toBe(404);
    expect((await post(app, "/api/auth/login/", { email, password: strangerPassword })).statusCode).toBe(400);
    const session = await logInAs(app, { email, password: STRONG_PASSWORD });
    expect(session.user).toMatchObject({ first_name: "Thurgood", last_name: "Marshall" });
    expect(session.user.organizationId).toBe(admin.organizationId);
  });

  it("lets an existing user accept while signed in as the invited address, leaving their own organization", async () => {
    const existing = await signUpAndLogIn(app, "existing");
    const { key } = await sendAndReadKey(existing.email);
    const described = await app.inject({ method: "GET", url: `/api/invitations/${key}` });
    expect(described.json().hasAccount).toBe(true);
    expect((await register(key)).json().detail).toBe(invitationMessages.accountExists);

    const stranger = await signUpAndLogIn(app, "stranger");
    const wrong = await post(app, `/api/invitations/${key}/accept`, {}, { token: stranger.token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toBe(invitationMessages.wrongAccount(existing.email));
    expect((await post(app, `/api/invitations/${key}/accept`, {})).statusCode).toBe(401);

    const accepted = await post(app, `/api/invitations/${key}/accept`, {}, { token: existing.token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await membershipOf(existing.userId)).toMatchObject({
      organizationId: admin.organizationId,
      applicationRole: "Member",
    });
    const [event] = (await audited("invitation_accepted")).filter((row) => row.target === existing.email);
    expect(event?.details).toMatchObject({ leftOrganizationId: existing.organizationId });

    const twice = await post(app, `/api/invitations/${key}/accept`, {}, { token: existing.token });
    expect(twice.statusCode).toBe(409);
    expect((await invite(existing.email)).errors?.[0]?.message).toBe(
      organizationMessages.alreadyMember(existing.email),
    );
  });

  it("refuses an expired link", async () => {
    const email = uniqueEmail("late");
    const { key, invitationId } = await sendAndReadKey(email);
    await app.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invitationId));
    expect((await app.inject({ method: "GET", url: `/api/invitations/${key}` })).json().status).toBe("expired");
    const response = await register(key);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(invitationMessages.expired);
    const list = await gql<{ organizationInvitations: { email: string; status: string }[] }>(app, LIST, {
      token: admin.token,
    });
    expect(list.body.data?.organizationInvitations.find((item) => item.email === email)?.status).toBe("expired");
  });

  it("revokes a link, which then refuses, and resends with a new key that replaces the old", async () => {
    const email = uniqueEmail("revoked");
    const { key, invitationId } = await sendAndReadKey(email);
    const revoked = await gql(app, REVOKE, { token: admin.token, variables: { id: invitationId } });
    expect(revoked.body.errors).toBeUndefined();
    const refused = await register(key);
    expect(refused.json().detail).toBe(invitationMessages.revoked);
    expect(
      (await gql(app, RESEND, { token: admin.token, variables: { id: invitationId } })).body.errors?.[0]?.message,
    ).toBe(organizationMessages.invitationNotPending);
    expect((await audited("invitation_revoked")).some((event) => event.target === email)).toBe(true);

    const other = uniqueEmail("resent");
    const first = await sendAndReadKey(other);
    const duplicate = await invite(other);
    expect(duplicate.errors?.[0]?.message).toBe(organizationMessages.alreadyInvited(other));
    const resent = await gql(app, RESEND, { token: admin.token, variables: { id: first.invitationId } });
    expect(resent.body.errors).toBeUndefined();
    const newKey = keyIn((await latestMailTo(app, other))?.text ?? "");
    expect(newKey).not.toBe(first.key);
    expect((await app.inject({ method: "GET", url: `/api/invitations/${first.key}` })).statusCode).toBe(404);
    expect((await register(newKey)).statusCode).toBe(201);
    expect((await audited("invitation_resent")).some((event) => event.target === other)).toBe(true);
  });

  it("answers an unknown key with a clear message and checks the invite form", async () => {
    const unknown = await app.inject({ method: "GET", url: `/api/invitations/${"x".repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(invitationMessages.notFound);
    const bad = await invite("not-an-email", { products: [], role: "Boss" });
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toMatchObject({
      email: [organizationMessages.invalidEmail],
      products: [organizationMessages.productsRequired],
      role: [organizationMessages.roleRequired],
    });
  });

  it("keeps the only Admin of an organization with other members from leaving it", async () => {
    const founder = await signUpAndLogIn(app, "founder");
    const colleague = await signUpAndLogIn(app, "colleague");
    await app.database.db
      .update(memberships)
      .set({ organizationId: founder.organizationId, applicationRole: "Member" })
      .where(eq(memberships.userId, colleague.userId));
    const { key } = await sendAndReadKey(founder.email);
    const refused = await post(app, `/api/invitations/${key}/accept`, {}, { token: founder.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(invitationMessages.lastAdminElsewhere);
    expect((await membershipOf(founder.userId))?.organizationId).toBe(founder.organizationId);
  });

  it("limits reads of invitation links per client address, not per link", async () => {
    const ip = nextIp();
    const read = (key: string) => app.inject({ method: "GET", url: `/api/invitations/${key}`, remoteAddress: ip });
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await read(`guess-${attempt}`)).statusCode).toBe(404);
    }
    const limited = await read("guess-again");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(
      (await app.inject({ method: "GET", url: "/api/invitations/guess-again", remoteAddress: nextIp() })).statusCode,
    ).toBe(404);
  });
});
