import { type AnyColumn, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import { caseLawOrganizationTurns, caseLawSourceBudgets, caseLawWaitingChecks } from "../../db/schema.js";
import { newOrganization, openTwoInstances, runningCheck } from "../../test/source-budget-fixture.js";
import {
  findDailyLookups,
  holdSourceUntil,
  type TurnRequest,
  takeSourceTurn,
  utcDayOf,
} from "./case-law-budget.repository.js";

let first: FastifyInstance;
let second: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ first, second, close } = await openTwoInstances());
});

afterAll(() => close());

const turn = (db: Db, request: Partial<TurnRequest> & Pick<TurnRequest, "source" | "checkId" | "organizationId">) =>
  takeSourceTurn(db, { wanted: 1, secondsEach: 1, dailyQuota: 1000, ...request });

async function nextAllowedAt(source: string): Promise<Date> {
  const [budget] = await first.database.db
    .select()
    .from(caseLawSourceBudgets)
    .where(eq(caseLawSourceBudgets.source, source));
  if (!budget) throw new Error("no budget");
  return budget.nextAllowedAt;
}

/** As if the minutes had passed: the source's slot and the checks' turns move that far into the past. */
async function passMinutes(source: string, minutes: number) {
  const db = first.database.db;
  const back = (column: AnyColumn) => sql`${column} - make_interval(mins => ${minutes})`;
  await db
    .update(caseLawSourceBudgets)
    .set({ nextAllowedAt: back(caseLawSourceBudgets.nextAllowedAt) })
    .where(eq(caseLawSourceBudgets.source, source));
  await db
    .update(caseLawWaitingChecks)
    .set({ readyAt: back(caseLawWaitingChecks.readyAt), waitingSince: back(caseLawWaitingChecks.waitingSince) })
    .where(eq(caseLawWaitingChecks.source, source));
  await db
    .update(caseLawOrganizationTurns)
    .set({ lastServedAt: back(caseLawOrganizationTurns.lastServedAt) })
    .where(eq(caseLawOrganizationTurns.source, source));
}

it("spaces requests by their citations' share of the minute, and tells each check in line when its turn is, across instances", async () => {
  const source = "budget-test";
  const [a, b, c] = [
    await newOrganization(first.database.db),
    await newOrganization(first.database.db),
    await newOrganization(first.database.db),
  ];
  const [checkA, checkB, checkC] = [
    await runningCheck(first.database.db, a),
    await runningCheck(first.database.db, b),
    await runningCheck(first.database.db, c),
  ];

  const sent = await turn(first.database.db, { source, checkId: checkA, organizationId: a, wanted: 3 });
  const next = await turn(second.database.db, { source, checkId: checkB, organizationId: b, wanted: 2 });
  const after = await turn(first.database.db, { source, checkId: checkC, organizationId: c, wanted: 1 });

  expect(sent).toEqual({ kind: "send", count: 3 });
  const slot = await nextAllowedAt(source);
  expect(next).toEqual({ kind: "wait", at: slot, isFirst: true });
  expect(after).toEqual({ kind: "wait", at: new Date(slot.getTime() + 2000), isFirst: false });
});

it("gives the slot to the organization served least recently, before another check of the one just served", async () => {
  const source = "round-robin";
  const [large, small] = [await newOrganization(first.database.db), await newOrganization(first.database.db)];
  const [large1, large2, small1] = [
    await runningCheck(first.database.db, large),
    await runningCheck(first.database.db, large),
    await runningCheck(first.database.db, small),
  ];
  const ask = (checkId: string, organizationId: string) =>
    turn(first.database.db, { source, checkId, organizationId, secondsEach: 60 });

  expect(await ask(large1, large)).toEqual({ kind: "send", count: 1 });
  expect(await ask(large2, large)).toMatchObject({ kind: "wait", isFirst: false });
  expect(await ask(small1, small)).toMatchObject({ kind: "wait", isFirst: true });
  await passMinutes(source, 2);

  const largeAgain = await ask(large2, large);
  const smallServed = await ask(small1, small);

  expect(largeAgain).toMatchObject({ kind: "wait", isFirst: false });
  expect(smallServed).toEqual({ kind: "send", count: 1 });
});

it("holds every instance back until the source's wait_until", async () => {
  const organizationId = await newOrganization(first.database.db);
  const checkId = await runningCheck(first.database.db, organizationId);
  const until = new Date(Date.now() + 60_000);
  await holdSourceUntil(first.database.db, "held-source", until);

  const refused = await turn(second.database.db, { source: "held-source", checkId, organizationId });

  expect(refused).toEqual({ kind: "wait", at: until, isFirst: true });
});

it("counts an organization's lookups against its daily quota and sends no more once it is used", async () => {
  const organizationId = await newOrganization(first.database.db);
  const checkId = await runningCheck(first.database.db, organizationId);
  const ask = () =>
    turn(first.database.db, { source: "unlimited", checkId, organizationId, wanted: 3, secondsEach: 0, dailyQuota: 5 });

  expect(await ask()).toEqual({ kind: "send", count: 3 });
  expect(await ask()).toEqual({ kind: "send", count: 2 });
  expect(await ask()).toEqual({ kind: "quota_reached" });
  expect(await findDailyLookups(first.database.db, organizationId, utcDayOf(new Date()))).toBe(5);
});
