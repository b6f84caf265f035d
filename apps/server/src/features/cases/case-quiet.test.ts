import type { TCaseDetail, TCaseList } from "@paralex/shared/cases";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cases } from "../../db/schema.js";
import type { SignedInUser } from "../../test/billing-helpers.js";
import { api, courtNoticeTestApp } from "../../test/court-notice-helpers.js";
import { agentAddressOf, confirmedUser } from "../../test/inbox-helpers.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";
import { quietSinceOf } from "./case-quiet.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe("quietSinceOf", () => {
  const now = new Date("2026-03-31T12:00:00Z");
  const createdAt = new Date("2026-01-01T00:00:00Z");
  it("warns about an active case that heard nothing for longer than the days allowed", () => {
    expect(quietSinceOf({ status: "active", createdAt, lastEntryAt: null }, 30, now)).toEqual(createdAt);
    const lastEntryAt = new Date("2026-03-20T00:00:00Z");
    expect(quietSinceOf({ status: "active", createdAt, lastEntryAt }, 30, now)).toBeNull();
    expect(quietSinceOf({ status: "active", createdAt, lastEntryAt }, 5, now)).toEqual(lastEntryAt);
  });
  it("says nothing of a proposed or dismissed case", () => {
    expect(quietSinceOf({ status: "proposed", createdAt, lastEntryAt: null }, 30, now)).toBeNull();
    expect(quietSinceOf({ status: "dismissed", createdAt, lastEntryAt: null }, 30, now)).toBeNull();
  });
});

describe("a quiet case on the cases pages", () => {
  let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let app: FastifyInstance;
  let owner: SignedInUser;

  const read = async <T>(method: "GET" | "POST", url: string, payload?: object) =>
    (await api<T>(app, owner, method, url, payload)).body;
  const addCase = (docketNumber: string, caseName: string) =>
    read<TCaseDetail>("POST", "/api/cases", { courtId: "nysd", docketNumber, caseName });
  const dateTheCase = (id: string, dates: { createdAt: Date; lastEntryAt: Date | null }) =>
    app.database.db.update(cases).set(dates).where(eq(cases.id, id));

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    app = await courtNoticeTestApp(receiver, { CASE_QUIET_WARNING_DAYS: "30" });
    owner = await confirmedUser(app, receiver, "quiet-owner");
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  it("shows since when an active case heard nothing past CASE_QUIET_WARNING_DAYS, with the agent address", async () => {
    const silent = await addCase("24-cv-3001", "Silent Brook Mills v. Ferrow");
    const recent = await addCase("24-cv-3002", "Lively Docket LLC v. Oake");
    const fresh = await addCase("24-cv-3003", "Just Added Inc. v. Pryce");
    expect(fresh.quietSince).toBeNull();
    const silentSince = daysAgo(40);
    await dateTheCase(silent.id, { createdAt: silentSince, lastEntryAt: null });
    await dateTheCase(recent.id, { createdAt: daysAgo(100), lastEntryAt: daysAgo(10) });
    const oldEntry = daysAgo(31);
    await dateTheCase(fresh.id, { createdAt: daysAgo(200), lastEntryAt: oldEntry });

    const list = await read<TCaseList>("GET", "/api/cases");
    expect(list.agentAddress).toBe(await agentAddressOf(app, owner));
    const quietOf = (id: string) => list.cases.find((row) => row.id === id)?.quietSince;
    expect(quietOf(silent.id)).toBe(silentSince.toISOString());
    expect(quietOf(recent.id)).toBeNull();
    expect(quietOf(fresh.id)).toBe(oldEntry.toISOString());

    const page = await read<TCaseDetail>("GET", `/api/cases/${silent.id}`);
    expect(page.quietSince).toBe(silentSince.toISOString());
    expect(page.agentAddress).toBe(list.agentAddress);
  }, 30_000);

  it("says nothing of a proposed case, however old", async () => {
    await app.database.db.insert(cases).values({
      organizationId: owner.organizationId,
      courtId: "nysd",
      docketNumber: "24-cv-3004",
      caseName: "Old Proposal v. Nobody",
      status: "proposed",
      tag: "24-cv-3004",
      createdAt: daysAgo(90),
    });
    const list = await read<TCaseList>("GET", "/api/cases");
    const proposed = list.proposed.find((row) => row.docketNumber === "24-cv-3004");
    expect(proposed?.status).toBe("proposed");
    expect(proposed?.quietSince).toBeNull();
  }, 30_000);
});
