import { formatOrdinalDate } from "@paralex/shared/format-date";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { simpleParser } from "mailparser";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, subscriptions, users } from "../../db/schema.js";
import { logInAs, post, registration, STRONG_PASSWORD, uniqueEmail } from "../../test/account-helpers.js";
import {
  checkoutBody,
  deliverStripeEvent,
  GOOD_CARD,
  gql,
  requestCheckout,
  type SignedInUser,
  submitCardForm,
  subscribeThroughBuiltinCheckout,
} from "../../test/billing-helpers.js";
import { type FakeHttpServer, type RecordedRequest, startFakeHttpServer } from "../../test/fake-http-server.js";
import { joinAsMember, membershipIdOfEmail, seedOrganizationMembers } from "../../test/organization-seed.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";
import { createTestApp } from "../../test/test-app.js";
import { waitUntil } from "../../test/wait-until.js";

// Receipts and billing notices (decision 066): every payment, renewal, plan change, seat change, failed payment,
// cancellation and resumption mails the organization's billing contact (else its Admins) with the amount, the
// period and a link to the billing page, over real SMTP; the billing page lists the invoices with a PDF receipt
// each and the card on file, to members of the organization only; an Admin resumes a canceled plan.

const PUBLIC_URL = "https://app.example.com";
const BILLING_LINK = `${PUBLIC_URL}/dashboard/billing/`;
const WEBHOOK_SECRET = "whsec_receipts_test";
const STRIPE_SUBSCRIPTION = "sub_receipts";
const CANCEL = "mutation C($subsId: ID!) { cancelSubscription(subsId: $subsId) { subsId cancelAtPeriodEnd } }";
const CHANGE = `mutation P($subsId: ID!, $tier: String!) {
  changeSubscriptionPlan(subsId: $subsId, tier: $tier) { prorationAmount subscription { pricingTier } } }`;
const SET_CONTACT = `mutation Set($email: String!) {
  setBillingContact(email: $email) { billingContact { email } } }`;
const UPDATE = `mutation Update($membershipId: ID!, $input: MemberUpdateInput!) {
  updateMember(membershipId: $membershipId, input: $input) { membershipId } }`;

/** A confirmed account, logged in, without reading its confirmation mail (it goes to the SMTP receiver here). */
async function signUp(app: FastifyInstance, label: string): Promise<SignedInUser> {
  const email = uniqueEmail(label);
  const registered = await post(app, "/api/auth/registration/", registration(email));
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  await app.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.email, email));
  const login = await logInAs(app, { email, password: STRONG_PASSWORD });
  return {
    email,
    userId: String(login.user.userId),
    organizationId: String(login.user.organizationId),
    token: login.access,
  };
}

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

describe("receipts and billing notices", () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let stripe: FakeHttpServer;
  let seen = 0;

  /** Billing mail only: sign-ups send their confirmation through the same receiver. */
  const billingMails = () => smtp.received.filter((mail) => !/^Subject: Confirm your email/m.test(mail.raw));
  /** The billing mails that arrived since the last call, parsed. */
  const nextMails = async (count: number): Promise<Mail[]> => {
    await waitUntil(() => billingMails().length >= seen + count, 20_000, `${seen + count} billing mails`);
    const fresh = billingMails().slice(seen, seen + count);
    seen += count;
    return Promise.all(
      fresh.map(async (mail) => {
        const parsed = await simpleParser(mail.raw);
        return { to: mail.to, subject: parsed.subject ?? "", text: parsed.text ?? "" };
      }),
    );
  };
  /** Nothing else is queued: every job (notices and their mails) has run. */
  const settle = async () => {
    await app.jobs.whenIdle();
    await app.jobs.whenIdle();
  };

  const subscriptionOf = async (organizationId: string, appId: number) => {
    const [row] = await app.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.appId, appId)));
    if (!row) throw new Error(`no subscription to ${appId}`);
    return row;
  };
  const billingOf = (user: SignedInUser) =>
    app.inject({ method: "GET", url: "/api/billing", headers: { authorization: `Bearer ${user.token}` } });
  const receiptOf = (user: SignedInUser, id: string) =>
    app.inject({
      method: "GET",
      url: `/api/billing/invoices/${id}/receipt.pdf`,
      headers: { authorization: `Bearer ${user.token}` },
    });
  const resume = (user: SignedInUser, subsId: string) =>
    app.inject({
      method: "POST",
      url: `/api/billing/subscriptions/${subsId}/resume`,
      headers: { authorization: `Bearer ${user.token}` },
    });

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    stripe = await startFakeHttpServer();
    stripe.respondWith((request: RecordedRequest) => ({
      status: 200,
      body: {
        id: STRIPE_SUBSCRIPTION,
        object: "subscription",
        status: "active",
        path: request.url,
        items: {
          object: "list",
          data: [{ id: "si_receipts", object: "subscription_item", quantity: 2, price: { product: "prod_3" } }],
        },
      },
    }));
    app = await createTestApp({
      PUBLIC_URL,
      BRAND_NAME: "Paralex",
      SMTP_URL: smtp.url,
      MAIL_FROM: "billing@paralex.test",
      STRIPE_SECRET_KEY: "sk_test_receipts",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await stripe?.close();
  });

  describe("through the built-in checkout", () => {
    let admin: SignedInUser;
    let stranger: SignedInUser;
    let invoiceId: string;
    // The built-in checkout runs where Stripe is not configured: a second app, on the same SMTP receiver.

    it("mails a receipt to the billing contact after a payment, and the billing page lists it with its PDF", async () => {
      const builtin = await createTestApp({
        PUBLIC_URL,
        BRAND_NAME: "Paralex",
        SMTP_URL: smtp.url,
        MAIL_FROM: "billing@paralex.test",
      });
      try {
        admin = await signUp(builtin, "receipts");
        stranger = await signUp(builtin, "stranger");
        const contact = await gql(builtin, SET_CONTACT, {
          token: admin.token,
          variables: { email: "accounts-payable@firm.example" },
        });
        expect(contact.body.errors).toBeUndefined();

        await subscribeThroughBuiltinCheckout(builtin, admin, 1, "Professional");
        await builtin.jobs.whenIdle();
        await builtin.jobs.whenIdle();
        const [receipt] = await nextMails(1);
        const subscription = await subscriptionOfIn(builtin, admin.organizationId, 1);
        expect(receipt?.to).toEqual(["accounts-payable@firm.example"]);
        expect(receipt?.subject).toMatch(/^Receipt PX-\d{6}: \$99 for Federal Criminal Professional$/);
        expect(receipt?.text).toContain("paid $99 for Federal Criminal Professional (1 seat).");
        expect(receipt?.text).toContain(
          `Period: ${formatOrdinalDate(subscription.startDate.toISOString())} to ${formatOrdinalDate(
            subscription.endDate.toISOString(),
          )}.`,
        );
        expect(receipt?.text).toContain(BILLING_LINK);

        const page = await builtin.inject({
          method: "GET",
          url: "/api/billing",
          headers: { authorization: `Bearer ${admin.token}` },
        });
        expect(page.statusCode).toBe(200);
        const overview = page.json();
        expect(overview.paymentMethod).toEqual({ brand: "Visa", last4: "4242", expMonth: 12, expYear: 2040 });
        expect(overview.canManage).toBe(true);
        expect(overview.invoices).toEqual([
          expect.objectContaining({
            kind: "first_payment",
            status: "paid",
            productTitle: "Federal Criminal",
            tier: "Professional",
            seats: 1,
            amount: 99,
            card: { brand: "Visa", last4: "4242" },
            periodStart: subscription.startDate.toISOString(),
            periodEnd: subscription.endDate.toISOString(),
          }),
        ]);
        invoiceId = overview.invoices[0].id;
        expect(receipt?.subject).toContain(overview.invoices[0].number);

        const pdf = await builtin.inject({
          method: "GET",
          url: `/api/billing/invoices/${invoiceId}/receipt.pdf`,
          headers: { authorization: `Bearer ${admin.token}` },
        });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers["content-type"]).toBe("application/pdf");
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
        const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
        expect(text).toContain(overview.invoices[0].number);
        expect(text).toContain("$99 (USD)");
        expect(text).toContain("Visa ending in 4242");

        // Another organization's invoice is not found, exactly like an unknown id; and it lists none of it.
        for (const id of [invoiceId, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
          const refused = await builtin.inject({
            method: "GET",
            url: `/api/billing/invoices/${id}/receipt.pdf`,
            headers: { authorization: `Bearer ${stranger.token}` },
          });
          expect(refused.statusCode).toBe(404);
        }
        const strangers = await builtin.inject({
          method: "GET",
          url: "/api/billing",
          headers: { authorization: `Bearer ${stranger.token}` },
        });
        expect(strangers.json().invoices).toEqual([]);
        const anonymous = await builtin.inject({
          method: "GET",
          url: `/api/billing/invoices/${invoiceId}/receipt.pdf`,
        });
        expect(anonymous.statusCode).toBe(401);

        // A declined card is a failed payment: the billing contact hears of it, with the amount and the period.
        const checkout = await requestCheckout(builtin, admin.token, checkoutBody(admin, 2, "Basic"));
        const declined = await submitCardForm(builtin, checkout.body.checkoutUrl ?? "", {
          ...GOOD_CARD,
          cardNumber: "4000 0000 0000 0002",
        });
        expect(declined.statusCode).toBe(402);
        await builtin.jobs.whenIdle();
        await builtin.jobs.whenIdle();
        const [failed] = await nextMails(1);
        expect(failed?.to).toEqual(["accounts-payable@firm.example"]);
        expect(failed?.subject).toBe("Payment failed: $59 for Civil Litigation Basic");
        expect(failed?.text).toContain("Period: ");
        expect(failed?.text).toContain(BILLING_LINK);
      } finally {
        await builtin.close();
      }
    });
  });

  async function subscriptionOfIn(target: FastifyInstance, organizationId: string, appId: number) {
    const [row] = await target.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.appId, appId)));
    if (!row) throw new Error(`no subscription to ${appId}`);
    return row;
  }

  describe("for a subscription Stripe bills", () => {
    let admin: SignedInUser;
    let subsId: string;

    const event = (type: string, object: Record<string, unknown>, id = `evt_${type}_${seen}_${Date.now()}`) =>
      deliverStripeEvent(app, { id, object: "event", type, data: { object } }, { secret: WEBHOOK_SECRET });
    const stripeSubscription = (overrides: Record<string, unknown> = {}) => ({
      id: STRIPE_SUBSCRIPTION,
      object: "subscription",
      status: "active",
      cancel_at_period_end: false,
      metadata: { tier: "Professional" },
      items: { object: "list", data: [{ quantity: 1 }] },
      ...overrides,
    });

    beforeAll(async () => {
      admin = await signUp(app, "stripe-receipts");
      const now = new Date();
      const [row] = await app.database.db
        .insert(subscriptions)
        .values({
          organizationId: admin.organizationId,
          appId: 3,
          userId: admin.userId,
          startDate: now,
          endDate: new Date(now.getTime() + 30 * 86_400_000),
          pricingStrategyId: "ps_bankruptcy",
          pricingTier: "Professional",
          amountChargedCents: 13_900,
          seats: 1,
          status: "active",
          provider: "stripe",
          providerCustomerId: "cus_receipts",
          providerSubscriptionId: STRIPE_SUBSCRIPTION,
        })
        .returning();
      subsId = row?.id ?? "";
    });

    it("mails the Admins (no billing contact) a receipt for a renewal Stripe collected, and keeps its card", async () => {
      const card = { brand: "mastercard", last4: "4444", exp_month: 3, exp_year: 2031 };
      expect(
        (await event("charge.succeeded", { customer: "cus_receipts", payment_method_details: { card } })).statusCode,
      ).toBe(200);
      const start = Math.floor(Date.UTC(2027, 0, 5) / 1000);
      const end = start + 30 * 86_400;
      const paid = await event("invoice.paid", {
        id: "in_renewal_1",
        billing_reason: "subscription_cycle",
        amount_paid: 13_900,
        subscription: STRIPE_SUBSCRIPTION,
        lines: { data: [{ period: { start, end } }] },
      });
      expect(paid.statusCode).toBe(200);
      await settle();
      const [receipt] = await nextMails(1);
      expect(receipt?.to).toEqual([admin.email]);
      expect(receipt?.subject).toMatch(/^Receipt PX-\d{6}: \$139 for Bankruptcy Professional$/);
      expect(receipt?.text).toContain("Your plan renewed");
      expect(receipt?.text).toContain("Period: 5th January 2027 to 4th February 2027.");
      expect(receipt?.text).toContain(BILLING_LINK);

      const overview = (await billingOf(admin)).json();
      expect(overview.paymentMethod).toEqual({ brand: "Mastercard", last4: "4444", expMonth: 3, expYear: 2031 });
      expect(overview.invoices).toEqual([
        expect.objectContaining({ kind: "renewal", status: "paid", amount: 139, productTitle: "Bankruptcy" }),
      ]);

      // The same event delivered again changes nothing and mails nothing.
      await event(
        "invoice.paid",
        { id: "in_renewal_1", billing_reason: "subscription_cycle", subscription: STRIPE_SUBSCRIPTION },
        "evt_again",
      );
      await event(
        "invoice.paid",
        { id: "in_renewal_1", billing_reason: "subscription_cycle", subscription: STRIPE_SUBSCRIPTION },
        "evt_again",
      );
      await settle();
      expect((await billingOf(admin)).json().invoices).toHaveLength(1);
    });

    it("mails a notice for a failed payment, with the amount due and its period", async () => {
      const start = Math.floor(Date.UTC(2027, 1, 4) / 1000);
      const failed = await event("invoice.payment_failed", {
        id: "in_failed_1",
        billing_reason: "subscription_cycle",
        amount_due: 13_900,
        subscription: STRIPE_SUBSCRIPTION,
        lines: { data: [{ period: { start, end: start + 30 * 86_400 } }] },
      });
      expect(failed.statusCode).toBe(200);
      await settle();
      const [notice] = await nextMails(1);
      expect(notice?.subject).toBe("Payment failed: $139 for Bankruptcy Professional");
      expect(notice?.text).toContain("Period: 4th February 2027 to 6th March 2027.");
      expect(notice?.text).toContain(BILLING_LINK);
      const invoices = (await billingOf(admin)).json().invoices;
      expect(invoices[0]).toMatchObject({ status: "failed", amount: 139 });
    });

    it("mails a notice when Stripe changes the seats, with the new monthly amount", async () => {
      const updated = await event(
        "customer.subscription.updated",
        stripeSubscription({ items: { object: "list", data: [{ quantity: 2 }] } }),
      );
      expect(updated.statusCode).toBe(200);
      await settle();
      const [notice] = await nextMails(1);
      expect(notice?.subject).toBe("Seats changed: Bankruptcy Professional, $278/mo");
      expect(notice?.text).toContain("now pays for 2 seats (was 1 seat).");
      expect(notice?.text).toContain("New monthly amount: $278/mo (was $139/mo)");
      expect(notice?.text).toContain(BILLING_LINK);
    });

    it("cancels at the period's end with a notice, and an Admin resumes it at Stripe (cancel_at_period_end false)", async () => {
      const canceled = await gql(app, CANCEL, { token: admin.token, variables: { subsId } });
      expect(canceled.body.errors).toBeUndefined();
      await settle();
      const row = await subscriptionOf(admin.organizationId, 3);
      const [notice] = await nextMails(1);
      expect(notice?.subject).toBe(
        `Plan canceled: Bankruptcy Professional ends on ${formatOrdinalDate(row.endDate.toISOString())}`,
      );
      expect(notice?.text).toContain("$278/mo");
      expect(notice?.text).toContain(BILLING_LINK);

      // A Member of the organization may read its billing but not resume its plans.
      const member = await joinAsMember(app, await signUp(app, "member"), admin.organizationId, "Employee");
      expect((await billingOf(member)).json()).toMatchObject({ canManage: false, invoices: expect.any(Array) });
      const memberView = (await billingOf(member)).json();
      expect(memberView.invoices).toHaveLength(2);
      const memberReceipt = await receiptOf(member, memberView.invoices[0].id);
      expect([memberReceipt.statusCode, memberReceipt.headers["content-type"]]).toEqual([200, "application/pdf"]);
      expect((await resume(member, subsId)).statusCode).toBe(403);

      stripe.requests.length = 0;
      const resumed = await resume(admin, subsId);
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json()).toEqual({ subsId, cancelAtPeriodEnd: false });
      const [call] = stripe.requests;
      expect([call?.method, call?.url]).toEqual(["POST", `/v1/subscriptions/${STRIPE_SUBSCRIPTION}`]);
      expect(Object.fromEntries(new URLSearchParams(call?.body ?? ""))).toEqual({ cancel_at_period_end: "false" });
      expect((await subscriptionOf(admin.organizationId, 3)).cancelAtPeriodEnd).toBe(false);
      const [audit] = await app.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, "subscription_resumed"), eq(auditEvents.target, subsId)));
      expect(audit).toMatchObject({ actorUserId: admin.userId });
      await settle();
      const [resumedNotice] = await nextMails(1);
      expect(resumedNotice?.subject).toBe("Plan resumed: Bankruptcy Professional, $278/mo");

      // Stripe's own echo of the change (cancel_at_period_end false) mails nothing more; resuming twice is refused.
      await event("customer.subscription.updated", stripeSubscription({ items: { data: [{ quantity: 2 }] } }));
      expect((await resume(admin, subsId)).statusCode).toBe(409);
      await settle();
      expect(billingMails()).toHaveLength(seen);
    });

    it("mails a notice for a plan change, and when Stripe ends the plan", async () => {
      const changed = await gql(app, CHANGE, { token: admin.token, variables: { subsId, tier: "Enterprise" } });
      expect(changed.body.errors).toBeUndefined();
      await settle();
      const [notice] = await nextMails(1);
      expect(notice?.subject).toBe("Plan changed: Bankruptcy Enterprise, $558/mo");
      expect(notice?.text).toContain("switched Bankruptcy from Professional to Enterprise.");
      expect(notice?.text).toMatch(/\$[\d.,]+ for the rest of this billing period is added to your next bill\./);

      const ended = await event(
        "customer.subscription.deleted",
        stripeSubscription({ status: "canceled", metadata: { tier: "Enterprise" } }),
      );
      expect(ended.statusCode).toBe(200);
      await settle();
      const [endNotice] = await nextMails(1);
      expect(endNotice?.subject).toBe("Plan ended: Bankruptcy Enterprise");
      expect(endNotice?.text).toContain(BILLING_LINK);
    });
  });

  describe("for seats a membership change moves", () => {
    it("mails the Admins (no billing contact) when a built-in plan's seats change", async () => {
      const builtin = await createTestApp({
        PUBLIC_URL,
        BRAND_NAME: "Paralex",
        SMTP_URL: smtp.url,
        MAIL_FROM: "billing@paralex.test",
      });
      try {
        const admin = await signUp(builtin, "seats");
        await subscribeThroughBuiltinCheckout(builtin, admin, 4, "Basic");
        await builtin.jobs.whenIdle();
        await builtin.jobs.whenIdle();
        await nextMails(1);
        // Two members take up Start-ups: the first fills the one seat paid for, the second adds a seat.
        for (const member of await seedOrganizationMembers(builtin, admin.organizationId, 2, "seat-mail")) {
          const { body } = await gql(builtin, UPDATE, {
            token: admin.token,
            variables: { membershipId: await membershipIdOfEmail(builtin, member.email), input: { products: [4] } },
          });
          expect(body.errors).toBeUndefined();
        }
        expect((await subscriptionOfIn(builtin, admin.organizationId, 4)).seats).toBe(2);
        await builtin.jobs.whenIdle();
        await builtin.jobs.whenIdle();
        const [notice] = await nextMails(1);
        expect(notice?.to).toEqual([admin.email]);
        expect(notice?.subject).toBe("Seats changed: Start-ups Basic, $58/mo");
        expect(notice?.text).toContain("now pays for 2 seats (was 1 seat).");
        expect(notice?.text).toContain(BILLING_LINK);
      } finally {
        await builtin.close();
      }
    });
  });
});
