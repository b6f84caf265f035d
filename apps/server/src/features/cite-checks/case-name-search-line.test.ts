import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import { type FakeCourtListener, startFakeCourtListener } from "../../test/fake-courtlistener.js";
import { newOrganization, openTwoInstances, runningCheck } from "../../test/source-budget-fixture.js";
import { citationKeyOf } from "./case-law.repository.js";
import { leaveSourceLine, takeSourceTurn } from "./case-law-budget.repository.js";
import type { RequestLimits, SourceAnswer } from "./case-law-source.js";
import { answerByCaseName, nameSearchFor } from "./case-name-fallback.js";
import type { CitedName } from "./cited-case-names.js";
import { createCourtListenerSource } from "./courtlistener-source.js";

// A name the index knows no case by waits in CourtListener's line for a request of the shared budget, on whichever
// instance its check runs, taking turns with the other organizations' checks; it is not skipped because the minute's
// slot is taken at the moment it asks. A check waits for its searches only so long in all.

let first: FastifyInstance;
let second: FastifyInstance;
let close: () => Promise<void>;
let courtListener: FakeCourtListener;

beforeAll(async () => {
  ({ first, second, close } = await openTwoInstances());
  courtListener = await startFakeCourtListener();
});

afterAll(async () => {
  await close();
  await courtListener.close();
});

const sourceWith = (requestLimits: RequestLimits) =>
  createCourtListenerSource({
    url: courtListener.url,
    token: courtListener.token,
    citationsPerMinute: 6000,
    requestLimits,
    timeoutMs: 5000,
  });

/** The draft's citations, each one the index and the citation lookup did not find, named as given. */
function notFound(names: readonly string[], volume: number) {
  const cited: CitedName[] = names.map((caseName, page) => ({
    key: { volume, reporter: "U.S.", page: page + 1 },
    caseName,
    year: null,
  }));
  const answers = new Map<string, SourceAnswer>(
    cited.map((name) => [citationKeyOf(name.key), { status: "not_found" } as SourceAnswer]),
  );
  return { cited, answers };
}

/** A check of the organization answering its names through an instance, as its job does after the lookups. */
async function checkNames(db: Db, source: ReturnType<typeof sourceWith>, names: readonly string[], volume: number) {
  const organizationId = await newOrganization(db);
  const check = { id: await runningCheck(db, organizationId), organizationId };
  const { cited, answers } = notFound(names, volume);
  const search = nameSearchFor({ db, source, lookupsPerOrganizationPerDay: 1000, nameSearchMaxWaitMs: 30_000 }, check);
  return { check, run: () => answerByCaseName(db, cited, answers, { hasSource: true, search }) };
}

it("waits in line for the shared minute's budget across two instances, taking turns between organizations", async () => {
  // One request a second for the account: a search that finds the slot taken waits for its turn.
  const source = sourceWith({ perMinute: 60, perHour: 1000, perDay: 1000 });
  const firmA = ["Alpha One v. State", "Alpha Two v. State", "Alpha Three v. State"];
  const firmB = ["Beta One v. State", "Beta Two v. State"];
  const a = await checkNames(first.database.db, source, firmA, 901);
  const b = await checkNames(second.database.db, source, firmB, 902);
  // A third firm's request has just taken the slot: both checks find it taken when they first ask.
  const other = await newOrganization(first.database.db);
  const otherCheck = await runningCheck(first.database.db, other);
  const taken = await takeSourceTurn(first.database.db, {
    source: source.name,
    checkId: otherCheck,
    organizationId: other,
    wanted: 1,
    secondsEach: 0,
    dailyQuota: 1000,
    requestLimits: source.requestLimits,
  });
  expect(taken).toEqual({ kind: "send", count: 1 });
  await leaveSourceLine(first.database.db, otherCheck);

  await Promise.all([a.run(), b.run()]);

  const searched = courtListener.searches().map((query) => query.replace(/^caseName:"(.*)"$/, "$1"));
  expect([...searched].sort()).toEqual([...firmA, ...firmB].sort());
  // Round robin by organization: neither firm sends twice in a row while the other waits.
  const firms = searched.map((name) => name.split(" ")[0]);
  expect(firms.slice(0, 4)).toEqual(
    firms[0] === "Alpha" ? ["Alpha", "Beta", "Alpha", "Beta"] : ["Beta", "Alpha", "Beta", "Alpha"],
  );
  expect(firms[4]).toBe("Alpha");
});

it("waits no longer than the check's time to wait: a turn that comes later ends the searching", async () => {
  // One request a minute: the second search's turn is a minute away, beyond the check's half second.
  const source = sourceWith({ perMinute: 1, perHour: 1000, perDay: 1000 });
  const db = first.database.db;
  const organizationId = await newOrganization(db);
  const check = { id: await runningCheck(db, organizationId), organizationId };
  const { cited, answers } = notFound(["Gamma One v. State", "Gamma Two v. State"], 903);
  const before = courtListener.searches().length;

  await answerByCaseName(db, cited, answers, {
    hasSource: true,
    search: nameSearchFor(
      { db, source: { ...source, name: "one-a-minute" }, lookupsPerOrganizationPerDay: 1000, nameSearchMaxWaitMs: 500 },
      check,
    ),
  });

  expect(courtListener.searches().slice(before)).toEqual(['caseName:"Gamma One v. State"']);
  expect([...answers.values()].map((answer) => answer.status)).toEqual(["not_found", "not_found"]);
});
