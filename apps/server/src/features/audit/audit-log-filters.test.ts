import { auditMessages, type TAuditActor, type TAuditLogPage } from "@paralex/shared/audit";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, citeChecks, memberships, users } from "../../db/schema.js";
import { gql, type SignedInUser, signUpAndLogIn, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import { createTestApp } from "../../test/test-app.js";

const AUDIT_LOG = `query A($first: Int, $actor: String, $actions: [String!], $from: String, $to: String) {
  auditLog(first: $first, actor: $actor, actions: $actions, from: $from, to: $to) {
    items { id action actorEmail actorName target targetName createdAt }
    nextCursor
  }
}`;
const ACTORS = "{ auditLogActors { email name } }";

describe("the audit log's names, filters and CSV export", () => {
  let app: FastifyInstance;
  let admin: SignedInUser;
  let member: SignedInUser;

  const readLog = (user: SignedInUser, variables: Record<string, unknown> = {}) =>
    gql<{ auditLog: TAuditLogPage }>(app, AUDIT_LOG, { variables: { first: 100, ...variables }, token: user.token });
  const itemsOf = async (user: SignedInUser, variables: Record<string, unknown> = {}) => {
    const { body } = await readLog(user, variables);
    expect(body.errors).toBeUndefined();
    return body.data?.auditLog.items ?? [];
  };
  const exportCsv = (user: SignedInUser | undefined, query = "") =>
    app.inject({
      method: "GET",
      url: `/api/audit-log.csv${query}`,
      headers: user ? { authorization: `Bearer ${user.token}` } : {},
    });

  const rename = (user: SignedInUser, firstName: string, lastName: string) =>
    app.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, user.userId));
  const event = (values: Partial<typeof auditEvents.$inferInsert> & { action: string }) =>
    app.database.db.insert(auditEvents).values({ organizationId: admin.organizationId, ...values });

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL: "https://app.example.com" });
    admin = await signUpAndLogIn(app, "names-admin");
    member = await signUpAndLogIn(app, "names-member");
    await rename(admin, "Ruth", "Ginsburg");
    await rename(member, "Thurgood", "Marshall");
    await app.database.db
      .update(memberships)
      .set({ organizationId: admin.organizationId, applicationRole: "Member" })
      .where(eq(memberships.userId, member.userId));
  });
  afterAll(() => app.close());

  it("names a subscription by its product and tier, never by its id", async () => {
    await subscribeThroughBuiltinCheckout(app, admin, 1, "Professional");
    const [started] = (await itemsOf(admin)).filter((item) => item.action === "subscription_created");
    expect(started?.targetName).toBe("Federal Criminal subscription, Professional");
    expect(started?.targetName).not.toContain(started?.target ?? "-");
  });

  it("names a cite check by its name, and a deleted one by the name its event kept", async () => {
    const [kept] = await app.database.db
      .insert(citeChecks)
      .values({ organizationId: admin.organizationId, authorUserId: admin.userId, sourceName: "Motion.docx" })
      .returning({ id: citeChecks.id });
    await event({ action: "cite_check_created", actorEmail: admin.email, target: kept?.id ?? "" });
    await event({
      action: "cite_check_deleted",
      actorEmail: admin.email,
      target: "5b0a4f8e-2c1d-4c1e-9a53-0d6f5c1e2b3a",
      details: { sourceName: "Brief.docx" },
    });

    const items = await itemsOf(admin, { actions: ["cite_check_created", "cite_check_deleted"] });
    expect(items.map((item) => item.targetName)).toEqual([
      "deleted cite check 'Brief.docx'",
      "cite check 'Motion.docx'",
    ]);
  });

  it("names a member and the actor by name and address", async () => {
    await event({
      action: "member_updated",
      actorEmail: admin.email,
      actorUserId: admin.userId,
      target: member.email,
    });
    await event({
      action: "member_removed",
      actorEmail: admin.email,
      target: "gone@example.com",
      details: { name: "Learned Hand" },
    });

    const items = await itemsOf(admin, { actions: ["member_updated", "member_removed"] });
    expect(items.map((item) => item.targetName)).toEqual([
      "Learned Hand (gone@example.com)",
      `Thurgood Marshall (${member.email})`,
    ]);
    expect(items[1]?.actorName).toBe("Ruth Ginsburg");
  });

  it("filters by actor, kind of event and date range, each alone and together", async () => {
    await event({
      action: "login",
      actorEmail: member.email,
      target: member.email,
      createdAt: new Date("2024-03-01T10:00:00Z"),
    });
    await event({
      action: "logout",
      actorEmail: member.email,
      target: member.email,
      createdAt: new Date("2024-03-02T10:00:00Z"),
    });
    await event({
      action: "login",
      actorEmail: admin.email,
      target: admin.email,
      createdAt: new Date("2024-03-03T10:00:00Z"),
    });

    const byMember = await itemsOf(admin, { actor: member.email.toUpperCase() });
    expect(byMember.map((item) => item.action)).toEqual(["logout", "login"]);
    const logins = await itemsOf(admin, { actions: ["login"] });
    expect(logins.every((item) => item.action === "login")).toBe(true);
    expect(logins.map((item) => item.actorEmail)).toEqual(expect.arrayContaining([admin.email, member.email]));
    const inRange = await itemsOf(admin, { from: "2024-03-02T00:00:00Z", to: "2024-03-03T00:00:00Z" });
    expect(inRange.map((item) => [item.action, item.actorEmail])).toEqual([["logout", member.email]]);
    const together = await itemsOf(admin, {
      actor: member.email,
      actions: ["login", "logout"],
      from: "2024-03-01T00:00:00Z",
      to: "2024-03-02T00:00:00Z",
    });
    expect(together.map((item) => item.action)).toEqual(["login"]);
  });

  it("lists who acted, by name, for the actor filter", async () => {
    const { body } = await gql<{ auditLogActors: TAuditActor[] }>(app, ACTORS, { token: admin.token });
    expect(body.data?.auditLogActors).toEqual(
      expect.arrayContaining([
        { email: admin.email, name: "Ruth Ginsburg" },
        { email: member.email, name: "Thurgood Marshall" },
      ]),
    );
    const refused = await gql(app, ACTORS, { token: member.token });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("refuses an unknown kind of event, a date that is no instant and a range that ends before it starts", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ actions: ["drop_table"] }, auditMessages.badAction],
      [{ from: "yesterday" }, auditMessages.badDate],
      [{ from: "2024-03-03T00:00:00Z", to: "2024-03-01T00:00:00Z" }, auditMessages.badDateRange],
    ];
    for (const [variables, message] of cases) {
      const { body } = await readLog(admin, variables);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
  });

  it("exports what the filters show as a CSV attachment, with formula-like cells made inert", async () => {
    await event({
      action: "member_removed",
      actorEmail: admin.email,
      target: "x@example.com",
      details: { name: '=HYPERLINK("http://evil","click")' },
      createdAt: new Date("2024-04-01T12:00:00Z"),
    });

    const response = await exportCsv(
      admin,
      "?actions=member_removed&from=2024-04-01T00:00:00Z&to=2024-04-02T00:00:00Z",
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split("\r\n");
    expect(lines).toEqual([
      "When (UTC),Event,By,By email,Target,IP address,User agent",
      `2024-04-01T12:00:00.000Z,Member removed,Ruth Ginsburg (${admin.email}),${admin.email},"'=HYPERLINK(""http://evil"",""click"") (x@example.com)",,`,
    ]);

    const all = await exportCsv(admin, `?actor=${encodeURIComponent(member.email)}`);
    expect(
      all.body
        .trimEnd()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(",")[1]),
    ).toEqual(["Logged out", "Logged in"]);
  });

  it("exports for Admins only", async () => {
    const asMember = await exportCsv(member);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toMatchObject({ detail: auditMessages.adminsOnly });
    expect((await exportCsv(undefined)).statusCode).toBe(401);
    expect((await exportCsv(admin, "?actions=nope")).statusCode).toBe(400);
  });
});
