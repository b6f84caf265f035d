import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedInUser, signUpAndLogIn } from "../test/billing-helpers.js";
import { joinAsMember } from "../test/organization-seed.js";
import { createTestApp } from "../test/test-app.js";

const OWN_SUBSCRIPTIONS = "query Own($u: ID!) { subscriptionsByUser(userId: $u) { subsId } }";
const CATALOGUE = "{ pricingStrategies { appId } }";

let officeCounter = 0;
/** The one public address a whole office reaches the site from. */
const nextOffice = () => `198.51.100.${++officeCounter}`;

function call(app: FastifyInstance, from: string, user?: SignedInUser, query = OWN_SUBSCRIPTIONS) {
  return app.inject({
    method: "POST",
    url: "/api/graphql",
    payload: { query, variables: user ? { u: user.userId } : {} },
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
    remoteAddress: from,
  });
}

async function statusesOf(app: FastifyInstance, count: number, from: string, user?: SignedInUser, query?: string) {
  const statuses: number[] = [];
  for (let n = 0; n < count; n++) statuses.push((await call(app, from, user, query)).statusCode);
  return statuses;
}

const allOk = (count: number) => Array<number>(count).fill(200);

/** Signs up `count` colleagues and puts them all in the first one's organization, as a firm's staff. */
async function colleagues(app: FastifyInstance, count: number, label: string): Promise<SignedInUser[]> {
  const admin = await signUpAndLogIn(app, `${label}-admin`);
  const members: SignedInUser[] = [admin];
  for (let n = 1; n < count; n++) {
    members.push(await joinAsMember(app, await signUpAndLogIn(app, `${label}-${n}`), admin.organizationId, "Employee"));
  }
  return members;
}

describe("signed-in GraphQL calls are counted per user, not per office address", () => {
  let app: FastifyInstance;
  let firm: SignedInUser[];
  beforeAll(async () => {
    app = await createTestApp({ GRAPHQL_RATE_LIMIT_PER_USER: "120", GRAPHQL_RATE_LIMIT_PER_ORGANIZATION: "2000" });
    firm = await colleagues(app, 4, "office");
  });
  afterAll(() => app.close());

  it("lets colleagues behind one address make more calls together than one address may", async () => {
    const office = nextOffice();
    for (const colleague of firm.slice(0, 3)) {
      expect(await statusesOf(app, 110, office, colleague)).toEqual(allOk(110));
    }
  });

  it("limits one user past the per-user figure, and only that user", async () => {
    const office = nextOffice();
    const [, , , heavy] = firm as [SignedInUser, SignedInUser, SignedInUser, SignedInUser];
    expect(await statusesOf(app, 120, office, heavy)).toEqual(allOk(120));

    const limited = await call(app, office, heavy);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
    expect(limited.json()).toEqual({
      data: null,
      errors: [
        { message: "Too many requests. Please wait a minute and try again.", extensions: { code: "RATE_LIMITED" } },
      ],
    });
    expect((await call(app, nextOffice(), heavy)).statusCode).toBe(429);
    expect((await call(app, office, firm[0])).statusCode).toBe(200);
  });
});

describe("GraphQL limits per organization and per anonymous address", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({
      GRAPHQL_RATE_LIMIT_PER_USER: "6",
      GRAPHQL_RATE_LIMIT_PER_ORGANIZATION: "10",
      GRAPHQL_RATE_LIMIT_PER_ADDRESS: "5",
    });
  });
  afterAll(() => app.close());

  it("stops an organization at its ceiling, wherever its members call from, and no other", async () => {
    const [first, second] = (await colleagues(app, 2, "ceiling")) as [SignedInUser, SignedInUser];
    const outsider = await signUpAndLogIn(app, "outsider");
    expect(await statusesOf(app, 6, nextOffice(), first)).toEqual(allOk(6));
    expect(await statusesOf(app, 4, nextOffice(), second)).toEqual(allOk(4));

    expect((await call(app, nextOffice(), second)).statusCode).toBe(429);
    expect((await call(app, nextOffice(), outsider)).statusCode).toBe(200);
  });

  it("counts a signed-in user's catalogue reads as theirs, not their address's", async () => {
    const reader = await signUpAndLogIn(app, "catalogue");
    const office = nextOffice();
    expect(await statusesOf(app, 6, office, reader, CATALOGUE)).toEqual(allOk(6));

    expect((await call(app, office, reader, CATALOGUE)).statusCode).toBe(429);
    expect((await call(app, office, undefined, CATALOGUE)).statusCode).toBe(200);
  });

  it("limits anonymous calls per client address", async () => {
    const visitor = nextOffice();
    expect(await statusesOf(app, 5, visitor, undefined, CATALOGUE)).toEqual(allOk(5));

    expect((await call(app, visitor, undefined, CATALOGUE)).statusCode).toBe(429);
    expect((await call(app, nextOffice(), undefined, CATALOGUE)).statusCode).toBe(200);
  });

  it("counts calls with a refused token or a bad body against their address", async () => {
    const prober = nextOffice();
    const forged = { userId: "00000000-0000-4000-8000-000000000000", token: "not.a.token" } as SignedInUser;
    expect(await statusesOf(app, 3, prober, forged)).toEqual([401, 401, 401]);
    const bad = () => app.inject({ method: "POST", url: "/api/graphql", payload: {}, remoteAddress: prober });
    expect((await bad()).statusCode).toBe(400);
    expect((await bad()).statusCode).toBe(400);

    expect((await call(app, prober, forged)).statusCode).toBe(429);
  });
});
