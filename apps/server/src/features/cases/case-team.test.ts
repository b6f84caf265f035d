import type { TAuditLogPage } from "@paralex/shared/audit";
import type { TCaseDetail, TCaseList } from "@paralex/shared/cases";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cases } from "../../db/schema.js";
import { gql, type SignedInUser } from "../../test/billing-helpers.js";
import { addCase, api, courtNoticeTestApp, joinOrganization } from "../../test/court-notice-helpers.js";
import { confirmedUser } from "../../test/inbox-helpers.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";

const AUDIT_LOG = `query A($first: Int) {
  auditLog(first: $first) { items { action actorEmail target targetName details } nextCursor }
}`;

let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
let app: FastifyInstance;
let admin: SignedInUser;
let member: SignedInUser;
let colleague: SignedInUser;
let stranger: SignedInUser;

const caseOf = (user: SignedInUser, id: string) => api<TCaseDetail>(app, user, "GET", `/api/cases/${id}`);
const teamOf = async (id: string) => (await caseOf(admin, id)).body.team.map((person) => person.email).sort();

/** The organization's case events about one case, oldest first. */
async function caseEvents(caseId: string) {
  const { body } = await gql<{ auditLog: TAuditLogPage }>(app, AUDIT_LOG, {
    variables: { first: 100 },
    token: admin.token,
  });
  return (body.data?.auditLog.items ?? [])
    .filter((item) => item.action.startsWith("case_") && item.target === caseId)
    .reverse();
}

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  app = await courtNoticeTestApp(receiver);
  admin = await confirmedUser(app, receiver, "team-admin");
  member = await joinOrganization(app, await confirmedUser(app, receiver, "team-member"), admin.organizationId);
  colleague = await joinOrganization(app, await confirmedUser(app, receiver, "team-colleague"), admin.organizationId);
  stranger = await confirmedUser(app, receiver, "team-stranger");
}, 90_000);

afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

describe("a case's team after it was added", () => {
  it("lets the team add a colleague and leave, an Admin take anyone off or join, and logs each change", async () => {
    const added = await addCase(app, member, {
      docketNumber: "1:24-cv-02001-PKC",
      caseName: "Hollowmere Salt Co. v. Tarrant Freight",
    });
    const id = added.id;
    expect(added.removableUserIds).toEqual([member.userId]);
    expect(added.teamCandidates.map((person) => person.email).sort()).toEqual([admin.email, colleague.email].sort());

    expect((await api(app, member, "POST", `/api/cases/${id}/team`, { userId: colleague.userId })).status).toBe(204);
    expect(await teamOf(id)).toEqual([member.email, colleague.email].sort());
    // Someone of another organization cannot be put on the team; nothing changes.
    const foreign = await api<{ fieldErrors?: Record<string, string[]> }>(
      app,
      member,
      "POST",
      `/api/cases/${id}/team`,
      {
        userId: stranger.userId,
      },
    );
    expect(foreign.status).toBe(400);
    expect((await api(app, member, "POST", `/api/cases/${id}/team`, { userId: "nobody" })).status).toBe(400);
    expect(await teamOf(id)).toEqual([member.email, colleague.email].sort());
    // A Member takes only themselves off.
    expect((await api(app, member, "DELETE", `/api/cases/${id}/team/${colleague.userId}`)).status).toBe(403);
    expect((await api(app, colleague, "DELETE", `/api/cases/${id}/team/${colleague.userId}`)).status).toBe(204);
    expect(await teamOf(id)).toEqual([member.email]);
    // Off the team, a Member neither sees the case nor changes its team.
    expect((await caseOf(colleague, id)).status).toBe(404);
    const colleagueList = await api<TCaseList>(app, colleague, "GET", "/api/cases");
    expect(colleagueList.body.cases.some((row) => row.id === id)).toBe(false);
    expect((await api(app, colleague, "POST", `/api/cases/${id}/team`, { userId: colleague.userId })).status).toBe(404);
    expect((await api(app, colleague, "DELETE", `/api/cases/${id}/team/${member.userId}`)).status).toBe(404);
    // Another organization's member cannot reach it at all.
    expect((await api(app, stranger, "POST", `/api/cases/${id}/team`, { userId: stranger.userId })).status).toBe(404);
    expect((await api(app, stranger, "DELETE", `/api/cases/${id}/team/${member.userId}`)).status).toBe(404);
    expect(await teamOf(id)).toEqual([member.email]);

    // An Admin joins the case and takes the member off.
    const asAdmin = await caseOf(admin, id);
    expect(asAdmin.body.myAlerts).toBeNull();
    expect(asAdmin.body.removableUserIds).toEqual([member.userId]);
    expect((await api(app, admin, "POST", `/api/cases/${id}/team`, { userId: admin.userId })).status).toBe(204);
    expect((await api(app, admin, "DELETE", `/api/cases/${id}/team/${member.userId}`)).status).toBe(204);
    expect((await api(app, admin, "DELETE", `/api/cases/${id}/team/${member.userId}`)).status).toBe(404);
    expect(await teamOf(id)).toEqual([admin.email]);
    expect((await caseOf(admin, id)).body.myAlerts).not.toBeNull();
    // An alert preference is one's own: not audited.
    const alerts = await api(app, admin, "PUT", `/api/cases/${id}/alerts`, { alertPreference: "none" });
    expect(alerts.status).toBe(200);

    const number = added.docketNumber;
    const label = `case 'Hollowmere Salt Co. v. Tarrant Freight' (${number})`;
    const names = new Map(added.teamCandidates.map((person) => [person.email, person.name]));
    names.set(member.email, added.team[0]?.name ?? "");
    const person = (email: string) => `${names.get(email)} (${email}) on ${label}`;
    const events = await caseEvents(id);
    expect(events.map((event) => [event.action, event.actorEmail, event.targetName])).toEqual([
      ["case_added", member.email, label],
      ["case_team_member_added", member.email, person(colleague.email)],
      ["case_team_member_removed", colleague.email, person(colleague.email)],
      ["case_team_member_added", admin.email, person(admin.email)],
      ["case_team_member_removed", admin.email, person(member.email)],
    ]);
  }, 60_000);

  it("logs an Admin confirming and dismissing proposed cases, and nothing for a refused one", async () => {
    const propose = async (docketNumber: string, caseName: string) => {
      const [row] = await app.database.db
        .insert(cases)
        .values({
          organizationId: admin.organizationId,
          courtId: "nysd",
          docketNumber,
          caseName,
          status: "proposed",
          tag: docketNumber,
        })
        .returning();
      return row?.id as string;
    };
    const kept = await propose("24-cv-2101", "Quarry Lane Bakers v. Ostrander");
    const dropped = await propose("24-cv-2102", "Wexcombe Dairy v. Pell");

    expect((await api(app, member, "POST", `/api/cases/${kept}/confirm`)).status).toBe(403);
    expect((await api(app, admin, "POST", `/api/cases/${kept}/confirm`)).status).toBe(200);
    expect((await api(app, admin, "POST", `/api/cases/${dropped}/dismiss`)).status).toBe(204);
    expect((await api(app, admin, "POST", `/api/cases/${dropped}/dismiss`)).status).toBe(409);
    // A dismissed case's team cannot change.
    expect((await api(app, admin, "POST", `/api/cases/${dropped}/team`, { userId: member.userId })).status).toBe(409);

    expect((await caseEvents(kept)).map((event) => [event.action, event.targetName])).toEqual([
      ["case_confirmed", "case 'Quarry Lane Bakers v. Ostrander' (24-cv-2101)"],
    ]);
    expect((await caseEvents(dropped)).map((event) => [event.action, event.targetName])).toEqual([
      ["case_dismissed", "case 'Wexcombe Dairy v. Pell' (24-cv-2102)"],
    ]);
  }, 30_000);
});
