import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import { caseLawSourceBudgets, caseLawSourceRequests } from "../../db/schema.js";
import { newOrganization, openTwoInstances, runningCheck } from "../../test/source-budget-fixture.js";
import { leaveSourceLine, sourceBudgetRemaining, takeSourceTurn } from "./case-law-budget.repository.js";
import type { RequestLimits } from "./case-law-source.js";

// CourtListener's budget for an account is a few requests a minute and about a hundred a day, for every instance of
// the server and every firm on it together.

let first: FastifyInstance;
let second: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ first, second, close } = await openTwoInstances());
});

afterAll(() => close());

/** One request of a new check of the organization, through an instance; then the check is done and the slot free. */
async function request(db: Db, source: string, organizationId: string, requestLimits: RequestLimits) {
  const checkId = await runningCheck(first.database.db, organizationId);
  const turn = await takeSourceTurn(db, {
    source,
    checkId,
    organizationId,
    wanted: 1,
    secondsEach: 0,
    dailyQuota: 1000,
    requestLimits,
  });
  await leaveSourceLine(db, checkId);
  await first.database.db
    .update(caseLawSourceBudgets)
    .set({ nextAllowedAt: sql`now() - interval '1 minute'` })
    .where(eq(caseLawSourceBudgets.source, source));
  return turn;
}

const startOfNext = (unitMs: number) => new Date((Math.floor(Date.now() / unitMs) + 1) * unitMs);

it("holds the hour's requests across instances, shows what is left, and sends again the next hour", async () => {
  const source = "hour-test";
  const limits = { perMinute: 60, perHour: 3, perDay: 100 };
  const firms = [
    await newOrganization(first.database.db),
    await newOrganization(first.database.db),
    await newOrganization(first.database.db),
    await newOrganization(first.database.db),
  ];

  const turns = [
    await request(first.database.db, source, firms[0] as string, limits),
    await request(second.database.db, source, firms[1] as string, limits),
    await request(first.database.db, source, firms[2] as string, limits),
    await request(second.database.db, source, firms[3] as string, limits),
  ];

  expect(turns).toEqual([
    { kind: "send", count: 1 },
    { kind: "send", count: 1 },
    { kind: "send", count: 1 },
    { kind: "budget_spent", window: "hour", until: startOfNext(3_600_000) },
  ]);
  const remaining = await sourceBudgetRemaining(second.database.db, source, limits);
  expect(remaining.hour).toEqual({ limit: 3, used: 3, remaining: 0, resetsAt: startOfNext(3_600_000) });
  expect(remaining.day).toMatchObject({ limit: 100, used: 3, remaining: 97, resetsAt: startOfNext(86_400_000) });

  await first.database.db
    .update(caseLawSourceRequests)
    .set({ minute: sql`${caseLawSourceRequests.minute} - interval '1 hour'` })
    .where(eq(caseLawSourceRequests.source, source));
  expect(await request(second.database.db, source, firms[3] as string, limits)).toEqual({ kind: "send", count: 1 });
});

it("never lets one organization's briefs spend the others' day, and stops every instance at the day's budget", async () => {
  const source = "day-test";
  const limits = { perMinute: 60, perHour: 1000, perDay: 6 };
  const [a, b, c, d] = [
    await newOrganization(first.database.db),
    await newOrganization(first.database.db),
    await newOrganization(first.database.db),
    await newOrganization(first.database.db),
  ];
  const instances = [first.database.db, second.database.db];
  const requests = async (organizationId: string, count: number) => {
    const kinds: string[] = [];
    for (let n = 0; n < count; n++) {
      const turn = await request(instances[n % 2] as Db, source, organizationId, limits);
      kinds.push(turn.kind === "budget_spent" ? `${turn.window} until ${turn.until.toISOString()}` : turn.kind);
    }
    return kinds;
  };
  const tomorrow = startOfNext(86_400_000).toISOString();

  // Alone, a firm takes half the day; the next its share with one kept for whoever comes after, and so on.
  expect(await requests(a, 4)).toEqual(["send", "send", "send", `organization_day until ${tomorrow}`]);
  expect(await requests(b, 3)).toEqual(["send", "send", `organization_day until ${tomorrow}`]);
  expect(await requests(c, 2)).toEqual(["send", `day until ${tomorrow}`]);
  expect(await requests(d, 1)).toEqual([`day until ${tomorrow}`]);
  expect((await sourceBudgetRemaining(first.database.db, source, limits)).day).toMatchObject({ used: 6, remaining: 0 });
});

it("spaces requests by the minute's budget across instances", async () => {
  const source = "minute-test";
  const limits = { perMinute: 2, perHour: 100, perDay: 100 };
  const [a, b] = [await newOrganization(first.database.db), await newOrganization(first.database.db)];
  const [checkA, checkB] = [await runningCheck(first.database.db, a), await runningCheck(first.database.db, b)];
  const turnOf = (db: Db, checkId: string, organizationId: string) =>
    takeSourceTurn(db, {
      source,
      checkId,
      organizationId,
      wanted: 1,
      secondsEach: 0,
      dailyQuota: 1000,
      requestLimits: limits,
    });

  expect(await turnOf(first.database.db, checkA, a)).toEqual({ kind: "send", count: 1 });
  await leaveSourceLine(first.database.db, checkA);
  const waiting = await turnOf(second.database.db, checkB, b);

  const [budget] = await first.database.db
    .select({
      nextAllowedAt: caseLawSourceBudgets.nextAllowedAt,
      gap: sql<string>`extract(epoch from next_allowed_at - now())`,
    })
    .from(caseLawSourceBudgets)
    .where(eq(caseLawSourceBudgets.source, source));
  expect(waiting).toEqual({ kind: "wait", at: budget?.nextAllowedAt, isFirst: true });
  // Two requests a minute: the next slot is half a minute after the first request.
  expect(Number(budget?.gap)).toBeGreaterThan(25);
  expect(Number(budget?.gap)).toBeLessThanOrEqual(30);
});
