import { checkoutMessages } from "@paralex/shared/checkout";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutSessions, processedEvents, subscriptions } from "../../db/schema.js";
import {
  checkoutBody,
  GOOD_CARD,
  gql,
  requestCheckout,
  type SignedInUser,
  SUBSCRIPTION_FIELDS,
  signUpAndLogIn,
  submitCardForm,
} from "../../test/billing-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { builtinCheckoutCompletedEvent } from "./builtin-checkout.service.js";
import { applyPaymentEvent } from "./payment-events.service.js";

const PUBLIC_URL = "https://app.example.com";
const SUBSCRIPTIONS_QUERY = `query S($userId: ID!) { subscriptionsByUser(userId: $userId) { ${SUBSCRIPTION_FIELDS} } }`;

describe("the built-in hosted checkout", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL, BRAND_NAME: "Paralex" });
  });
  afterAll(() => app.close());

  async function openCheckout(appId = 1, tier = "Professional") {
    const user = await signUpAndLogIn(app);
    const answer = await requestCheckout(app, user.token, checkoutBody(user, appId, tier));
    const checkoutUrl = answer.body.checkoutUrl ?? "";
    return { user, checkoutUrl, path: new URL(checkoutUrl).pathname };
  }

  const subscriptionsOf = (user: SignedInUser) =>
    app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.userId));

  it("renders the order summary and the card form as plain, script-free HTML", async () => {
    const { path } = await openCheckout(1, "Professional");
    const page = await app.inject({ method: "GET", url: path });

    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script|<style|\son\w+=/i);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain("<title>Checkout: Federal Criminal Professional | Paralex</title>");
    expect(page.body).toContain("<dt>Product</dt><dd>Federal Criminal</dd>");
    expect(page.body).toContain("<dt>Plan</dt><dd>Professional</dd>");
    expect(page.body).toContain("<dt>Price</dt><dd>$99 per month</dd>");
    for (const [id, label] of [
      ["cardNumber", "Card number"],
      ["expiry", "Expiry"],
      ["cvc", "CVC"],
      ["country", "Country"],
      ["postalCode", "Postal code"],
    ]) {
      expect(page.body).toContain(`<label for="${id}">${label}`);
      expect(page.body).toContain(`id="${id}"`);
    }
    expect(page.body).toContain('<span class="hint" id="expiry-hint">MM/YY</span>');
    for (const country of ["United States", "United Kingdom", "Australia", "Germany", "France"]) {
      expect(page.body).toContain(`>${country}</option>`);
    }
    // React writes the markup (attribute order and case, `<link .../>`, `&#x27;`); a browser reads it as before.
    const form = page.body.match(/<form [^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${path}"`);
    expect(form.toLowerCase()).toContain("novalidate");
    expect(page.body).toContain('<button type="submit">Pay</button>');
    expect(page.body).toContain(`<a href="${PUBLIC_URL}/dashboard/subscriptions/?canceled=true">Cancel</a>`);
    expect(page.body).toMatch(/<link rel="stylesheet" href="\/checkout\/assets\/checkout\.css"\/?>/);
    expect(page.body).toContain(`<p class="note">${checkoutMessages.demoCheckout}`);
  });

  it("serves its stylesheet", async () => {
    const css = await app.inject({ method: "GET", url: "/checkout/assets/checkout.css" });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.body).toContain(":focus-visible");
  });

  it("re-renders the form with a message for each wrong field and changes nothing", async () => {
    const { user, checkoutUrl } = await openCheckout();
    const response = await submitCardForm(app, checkoutUrl, {
      cardNumber: "4242 4242 4242 4241",
      expiry: "01/20",
      cvc: "12",
      country: "CA",
      postalCode: "",
    });

    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain('<p class="field-error" id="cardNumber-error">Your card number is invalid.</p>');
    expect(response.body).toMatch(/Your card&#(39|x27);s expiry date is in the past\./);
    expect(response.body).toMatch(/Your card&#(39|x27);s security code must be 3 or 4 digits\./);
    expect(response.body).toContain("Choose a country from the list.");
    expect(response.body).toContain("Enter your postal code.");
    expect(response.body).toMatch(/id="cardNumber"[^>]*aria-invalid="true"[^>]*aria-describedby="cardNumber-error"/);
    expect(response.body).toContain('value="4242 4242 4242 4241"');
    expect(response.body).not.toContain('value="12"');
    expect(await subscriptionsOf(user)).toEqual([]);
  });

  it("declines the decline test card with the provider's message and changes nothing", async () => {
    const { user, checkoutUrl, path } = await openCheckout();
    const response = await submitCardForm(app, checkoutUrl, { ...GOOD_CARD, cardNumber: "4000 0000 0000 0002" });

    expect(response.statusCode).toBe(402);
    expect(response.body).toContain("Your card was declined.");
    expect(await subscriptionsOf(user)).toEqual([]);
    const [session] = await app.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, user.userId));
    expect(session?.status).toBe("open");
    expect(
      await app.database.db
        .select()
        .from(processedEvents)
        .where(eq(processedEvents.eventId, `evt_builtin_${session?.id}`)),
    ).toEqual([]);
    const stillOpen = await app.inject({ method: "GET", url: path });
    expect(stillOpen.statusCode).toBe(200);
  });

  it("pays with the test card, activates the subscription for 30 days and returns to the dashboard", async () => {
    const { user, checkoutUrl } = await openCheckout(1, "Professional");
    const paid = await submitCardForm(app, checkoutUrl, GOOD_CARD);

    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${PUBLIC_URL}/dashboard/subscriptions/?success=true`);
    const { body } = await gql(app, SUBSCRIPTIONS_QUERY, { variables: { userId: user.userId }, token: user.token });
    const today = new Date();
    const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    expect(body.data?.subscriptionsByUser).toEqual([
      {
        subsId: expect.any(String),
        organizationId: user.organizationId,
        appId: 1,
        userId: user.userId,
        startDate: new Date(start).toISOString(),
        endDate: new Date(start + 30 * 86_400_000).toISOString(),
        pricingStrategyId: "ps_federal_criminal",
        pricingTier: "Professional",
        AmountCharged: 99,
        status: "active",
        cancelAtPeriodEnd: false,
      },
    ]);
  });

  it("works once: a paid session's link is refused afterwards", async () => {
    const { user, checkoutUrl, path } = await openCheckout(2, "Basic");
    expect((await submitCardForm(app, checkoutUrl, GOOD_CARD)).statusCode).toBe(303);

    const again = await submitCardForm(app, checkoutUrl, GOOD_CARD);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain("This checkout session has already been completed.");
    const page = await app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(410);
    expect(await subscriptionsOf(user)).toHaveLength(1);
  });

  it("refuses an expired session", async () => {
    const { user, checkoutUrl, path } = await openCheckout(3, "Basic");
    await app.database.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.userId, user.userId));

    const page = await app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain("This checkout session has expired.");
    const paid = await submitCardForm(app, checkoutUrl, GOOD_CARD);
    expect(paid.statusCode).toBe(410);
    expect(await subscriptionsOf(user)).toEqual([]);
  });

  it.each(["/checkout/not-a-token", `/checkout/${"A".repeat(43)}`])(
    "answers an unknown link %s with the not-found page, not the web app's",
    async (url) => {
      const page = await app.inject({ method: "GET", url });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain("This checkout link is not valid.");
      const paid = await app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(GOOD_CARD).toString(),
      });
      expect(paid.statusCode).toBe(404);
    },
  );

  it("applies the same completion event once, however often it is delivered", async () => {
    const { user, path } = await openCheckout(4, "Basic");
    const [session] = await app.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, user.userId));
    if (!session) throw new Error("no session");
    const event = builtinCheckoutCompletedEvent(session);

    expect(await applyPaymentEvent(app.database, "builtin", event)).toEqual({ isNew: true });
    const [first] = await subscriptionsOf(user);
    await app.database.db
      .update(subscriptions)
      .set({ pricingTier: "Enterprise" })
      .where(eq(subscriptions.userId, user.userId));
    expect(await applyPaymentEvent(app.database, "builtin", event)).toEqual({ isNew: false });

    const after = await subscriptionsOf(user);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: first?.id, pricingTier: "Enterprise" });
    expect((await app.inject({ method: "GET", url: path })).statusCode).toBe(410);
  });
});
