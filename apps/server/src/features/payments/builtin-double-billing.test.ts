import { checkoutMessages } from "@paralex/shared/checkout";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutSessions, subscriptions } from "../../db/schema.js";
import {
  checkoutBody,
  GOOD_CARD,
  requestCheckout,
  type SignedInUser,
  signUpAndLogIn,
  submitCardForm,
} from "../../test/billing-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { hashCheckoutToken } from "./checkout.service.js";

const PUBLIC_URL = "https://app.example.com";

/** Two links for one product, opened by the organization's Admin before either is paid: the double-billing attack. */
describe("one live subscription per organization and product, with the built-in checkout", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL });
  });
  afterAll(() => app.close());

  const openCheckout = async (user: SignedInUser, appId: number, tier: string) => {
    const answer = await requestCheckout(app, user.token, checkoutBody(user, appId, tier));
    if (!answer.body.checkoutUrl) throw new Error(`checkout refused: ${JSON.stringify(answer)}`);
    return answer.body.checkoutUrl;
  };

  /** Two links open at once, as when both were started in the same instant (neither saw the other to expire it). */
  const openTwoAtOnce = async (user: SignedInUser, appId: number) => {
    const first = await openCheckout(user, appId, "Basic");
    const second = await openCheckout(user, appId, "Professional");
    const token = new URL(first).pathname.split("/").pop() ?? "";
    await app.database.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() + 60 * 60 * 1000) })
      .where(eq(checkoutSessions.tokenHash, hashCheckoutToken(token)));
    return [first, second] as const;
  };

  const liveSubscriptionsOf = (user: SignedInUser, appId: number) =>
    app.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.organizationId, user.organizationId), eq(subscriptions.appId, appId)));

  it("expires the organization's earlier open link for the product when a new checkout starts", async () => {
    const ada = await signUpAndLogIn(app, "expire");
    const first = await openCheckout(ada, 1, "Basic");
    const other = await openCheckout(ada, 2, "Basic");
    const second = await openCheckout(ada, 1, "Professional");

    const firstPage = await app.inject({ method: "GET", url: new URL(first).pathname });
    expect(firstPage.statusCode).toBe(410);
    expect(firstPage.body).toContain(checkoutMessages.sessionExpired);
    expect((await app.inject({ method: "GET", url: new URL(other).pathname })).statusCode).toBe(200);

    expect((await submitCardForm(app, first, GOOD_CARD)).statusCode).toBe(410);
    expect((await submitCardForm(app, second, GOOD_CARD)).statusCode).toBe(303);
    expect(await liveSubscriptionsOf(ada, 1)).toEqual([expect.objectContaining({ pricingTier: "Professional" })]);
  });

  it("refuses the second of two open links before payment, with a clear message, once the first is paid", async () => {
    const ada = await signUpAndLogIn(app, "sequential");
    const [first, second] = await openTwoAtOnce(ada, 1);

    expect((await submitCardForm(app, first, GOOD_CARD)).statusCode).toBe(303);
    const refusedMessage = checkoutMessages.alreadySubscribedNotCharged("Federal Criminal");
    const page = await app.inject({ method: "GET", url: new URL(second).pathname });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain(refusedMessage);
    expect(page.body).not.toContain("<form");

    const paid = await submitCardForm(app, second, GOOD_CARD);
    expect(paid.statusCode).toBe(409);
    expect(paid.body).toContain(refusedMessage);
    expect(await liveSubscriptionsOf(ada, 1)).toEqual([
      expect.objectContaining({ pricingTier: "Basic", amountChargedCents: 4900, status: "active" }),
    ]);
  });

  it("lets exactly one of two links paid at the same moment through", async () => {
    const ada = await signUpAndLogIn(app, "concurrent");
    const [first, second] = await openTwoAtOnce(ada, 2);

    const answers = await Promise.all([submitCardForm(app, first, GOOD_CARD), submitCardForm(app, second, GOOD_CARD)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([303, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.body).toContain(checkoutMessages.alreadySubscribedNotCharged("Civil Litigation"));
    const live = await liveSubscriptionsOf(ada, 2);
    expect(live).toHaveLength(1);
    const winner = answers[0]?.statusCode === 303 ? "Basic" : "Professional";
    expect(live[0]).toMatchObject({ pricingTier: winner, status: "active" });
  });
});
