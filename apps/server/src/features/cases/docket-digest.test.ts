import type { TCaseDetail } from "@paralex/shared/cases";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, expect, it } from "vitest";
import { docketDigestClock, docketEntries } from "../../db/schema.js";
import type { SignedInUser } from "../../test/billing-helpers.js";
import { api, courtNoticeTestApp, joinOrganization } from "../../test/court-notice-helpers.js";
import { confirmedUser, mailsTo } from "../../test/inbox-helpers.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";
import { waitUntil } from "../../test/wait-until.js";
import type { DocketDeps } from "./cases-deps.js";
import { runDigestTick, sendDueDigests, startDigestClock } from "./docket-digest-job.js";

let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
let app: FastifyInstance;
let tokyo: SignedInUser;
let newYork: SignedInUser;
let deps: DocketDeps;
let caseId: string;

// 07:00 in Tokyo (UTC+9) on 10 March 2031 is 22:00 UTC on the 9th; New York has just moved to summer time (UTC-4),
// so 20:00 there is 00:00 UTC on the 10th.
const TOKYO_SLOT = new Date("2031-03-09T22:00:00Z");
const NEW_YORK_SLOT = new Date("2031-03-10T00:00:00Z");
const minutes = (at: Date, count: number) => new Date(at.getTime() + count * 60_000);

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  app = await courtNoticeTestApp(receiver);
  tokyo = await confirmedUser(app, receiver, "digest-tokyo");
  newYork = await joinOrganization(app, await confirmedUser(app, receiver, "digest-new-york"), tokyo.organizationId);
  deps = {
    db: app.database.db,
    jobs: app.jobs,
    mailer: app.mailer,
    publicUrl: "http://localhost:3000",
    brandName: "Paralex",
    courtSenders: [],
    retryDelaySeconds: 1,
  };
  const added = await api<TCaseDetail>(app, tokyo, "POST", "/api/cases", {
    courtId: "nysd",
    docketNumber: "1:31-cv-00417",
    caseName: "Heliotrope Bakeries v. Quartermain",
    team: [newYork.userId],
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  caseId = added.body.id;
  for (const [user, preference] of [
    [tokyo, { alertPreference: "digest", digestHour: 7, timeZone: "Asia/Tokyo" }],
    [newYork, { alertPreference: "digest", digestHour: 20, timeZone: "America/New_York" }],
  ] as const) {
    const chosen = await api(app, user, "PUT", `/api/cases/${caseId}/alerts`, preference);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  }
}, 90_000);

afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

async function learnEntry(entryNumber: number, learnedAt: Date) {
  await app.database.db.insert(docketEntries).values({
    caseId,
    entryKey: `n:${entryNumber}`,
    entryNumber,
    filedOn: "2031-03-09",
    docketText: `ORDER number ${entryNumber} of the court.`,
    source: "notice",
    learnedAt,
  });
}

async function digestsTo(user: SignedInUser) {
  const mails = await Promise.all(mailsTo(receiver, user.email).map((mail) => simpleParser(mail.raw)));
  return mails.filter((mail) => mail.subject?.startsWith("Docket digest"));
}

it("mails each member one digest at their hour in their time zone, of the entries since their last, once", async () => {
  await learnEntry(1, minutes(TOKYO_SLOT, -30 * 60));
  await learnEntry(2, minutes(TOKYO_SLOT, -180));
  await learnEntry(3, minutes(TOKYO_SLOT, -60));

  expect(await sendDueDigests(deps, minutes(TOKYO_SLOT, -1))).toBe(0);
  expect(await sendDueDigests(deps, minutes(TOKYO_SLOT, 5))).toBe(1);
  expect(await sendDueDigests(deps, minutes(TOKYO_SLOT, 6))).toBe(0);
  await waitUntil(async () => (await digestsTo(tokyo)).length > 0, 20_000, "the Tokyo digest");
  const [morning] = await digestsTo(tokyo);
  expect(morning?.subject).toBe("Docket digest for Monday, 10 March 2031: 2 new docket entries");
  expect(morning?.text).toContain("Entry 2: ORDER number 2 of the court.");
  expect(morning?.text).toContain("Entry 3: ORDER number 3 of the court.");
  expect(morning?.text).not.toContain("ORDER number 1 ");

  expect(await sendDueDigests(deps, minutes(NEW_YORK_SLOT, -5))).toBe(0);
  expect(await sendDueDigests(deps, minutes(NEW_YORK_SLOT, 5))).toBe(1);
  await waitUntil(async () => (await digestsTo(newYork)).length > 0, 20_000, "the New York digest");
  expect((await digestsTo(newYork))[0]?.subject).toBe("Docket digest for Sunday, 9 March 2031: 2 new docket entries");

  await learnEntry(4, minutes(TOKYO_SLOT, 120));
  expect(await sendDueDigests(deps, minutes(TOKYO_SLOT, 24 * 60 + 5))).toBe(1);
  await waitUntil(async () => (await digestsTo(tokyo)).length > 1, 20_000, "the next day's Tokyo digest");
  const next = (await digestsTo(tokyo)).find((mail) => mail.subject?.includes("Tuesday, 11 March 2031"));
  expect(next?.subject).toBe("Docket digest for Tuesday, 11 March 2031: 1 new docket entry");
  expect(next?.text).toContain("Entry 4: ORDER number 4 of the court.");
  expect(next?.text).not.toContain("ORDER number 3 ");
  await app.jobs.whenIdle();
  expect(await digestsTo(tokyo)).toHaveLength(2);
  expect(await digestsTo(newYork)).toHaveLength(1);
});

it("keeps one chain of digest runs however many instances start, and starts a new one when it was lost", async () => {
  const queued = async () => {
    const result = (await app.database.db.execute(
      sql`select count(*)::int as runs from pgboss.job where name = 'docket-digest' and state = 'created'`,
    )) as unknown as { rows: { runs: number }[] };
    return result.rows[0]?.runs;
  };
  expect(await queued()).toBe(1);
  await startDigestClock(deps);
  expect(await queued()).toBe(1);
  await runDigestTick(deps, { dueAt: "2020-01-01T00:00:00.000Z" });
  expect(await queued()).toBe(1);

  const lostAt = new Date(Date.now() - 2 * 3_600_000);
  await app.database.db.update(docketDigestClock).set({ nextAt: lostAt });
  await startDigestClock(deps);
  expect(await queued()).toBe(2);
  await runDigestTick(deps, { dueAt: lostAt.toISOString() });
  expect(await queued()).toBe(2);
});
