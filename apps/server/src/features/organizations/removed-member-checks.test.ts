import type { TCiteCheckSummary } from "@paralex/shared/cite-check";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships } from "../../db/schema.js";
import { gql, type SignedInUser, signUpAndLogIn, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import { readCheck, startCheck, waitForCheck } from "../../test/cite-check-helpers.js";
import { joinAsMember, membershipIdOfEmail } from "../../test/organization-seed.js";
import { createTestApp } from "../../test/test-app.js";

const REMOVE = "mutation Remove($membershipId: ID!) { removeMember(membershipId: $membershipId) }";
const SECRET_MATTER = "Acme merger memo: Roe v. Wade, 410 U.S. 113 (1973).";

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const listChecks = (user: SignedInUser) =>
  app.inject({ method: "GET", url: "/api/cite-checks", headers: { authorization: `Bearer ${user.token}` } });

describe("a member removed from an organization", () => {
  it("sees none of its checks, not even their names, once in an organization of their own that pays", async () => {
    const firm = await signUpAndLogIn(app, "firm");
    await subscribeThroughBuiltinCheckout(app, firm, 2, "Basic");
    const associate = await joinAsMember(app, await signUpAndLogIn(app, "associate"), firm.organizationId, "Employee");
    await app.database.db
      .update(memberships)
      .set({ practiceAreas: [2] })
      .where(eq(memberships.userId, associate.userId));
    const started = await startCheck(app, associate.token, SECRET_MATTER);
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json<{ id: string }>();
    await waitForCheck(app, associate.token, id);
    expect((await listChecks(associate)).json<TCiteCheckSummary[]>().map((check) => check.id)).toEqual([id]);

    const removed = await gql(app, REMOVE, {
      token: firm.token,
      variables: { membershipId: await membershipIdOfEmail(app, associate.email) },
    });
    expect(removed.body.errors).toBeUndefined();
    await subscribeThroughBuiltinCheckout(app, associate, 2, "Basic");

    const listed = await listChecks(associate);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual([]);
    expect((await readCheck(app, associate.token, id)).statusCode).toBe(404);
    expect((await listChecks(firm)).json()).toEqual([]);
  });
});
