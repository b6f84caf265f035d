import { CREATE_CHECKOUT_SESSION_PATH } from "@paralex/shared/checkout";
import { lookupKeyFor, pricingStrategies } from "@paralex/shared/products";
import { paths } from "@paralex/shared/routes";
import type { APIRequestContext } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { createSignedInAccount, logInThroughApi, openPageAs, type SignedInAccount } from "../support/accounts";
import { test as base, expect, expectNoHorizontalOverflow } from "../support/fixtures";
import { addMembersThroughInvitations } from "../support/organization";

// The audit log an Admin reads: an account subscribes through the built-in checkout and cancels (through the API,
// as the dashboard would), then opens the log and finds those events newest first, with who did them.

interface Session extends SignedInAccount {
  access: string;
  userId: string;
  organizationId: string;
}

const test = base.extend<object, { session: Session }>({
  session: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const request = await playwright.request.newContext({ baseURL });
      const account = await createSignedInAccount(request, baseURL, {
        label: `audit-${workerInfo.project.name}`,
        firstName: "Ruth",
        lastName: "Ginsburg",
      });
      const stored = Object.fromEntries(
        (account.storageState.origins[0]?.localStorage ?? []).map((item) => [item.name, item.value]),
      );
      const user = JSON.parse(stored.user ?? "{}") as { userId: string; organizationId: string };
      await use({
        ...account,
        access: stored.access ?? "",
        userId: String(user.userId),
        organizationId: String(user.organizationId),
      });
      await request.dispose();
    },
    { scope: "worker" },
  ],
  storageState: async ({ session }, use) => use(session.storageState),
});

/** Subscribes to a tier through the built-in checkout's card form, then cancels; answers the subscription id. */
async function subscribeAndCancel(request: APIRequestContext, session: Session, appId: number, tier: string) {
  const strategy = pricingStrategies.find((candidate) => candidate.appId === appId);
  if (!strategy) throw new Error(`no strategy for app ${appId}`);
  const headers = { authorization: `Bearer ${session.access}` };
  const body = {
    lookup_key: lookupKeyFor(strategy, tier),
    userId: session.userId,
    pricingStrategyId: strategy.pricingStrategyId,
    accessLevel: "admin",
    subsId: null,
    subscription: { organizationId: session.organizationId, appId, userId: session.userId, pricingTier: tier },
  };
  const checkout = await request.post("/gateway/stripegraph", {
    headers,
    data: { path: CREATE_CHECKOUT_SESSION_PATH, httpMethod: "POST", body: JSON.stringify(body) },
  });
  const checkoutUrl = JSON.parse((await checkout.json()).body).checkoutUrl as string;
  expect(checkoutUrl, await checkout.text()).toContain("/checkout/");
  const paid = await request.post(new URL(checkoutUrl).pathname, {
    form: { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", country: "US", postalCode: "10001" },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);

  const graphql = (query: string, variables: Record<string, unknown>) =>
    request.post("/api/graphql", { headers, data: { query, variables } }).then((response) => response.json());
  const listed = await graphql("query S($userId: ID!) { subscriptionsByUser(userId: $userId) { subsId appId } }", {
    userId: session.userId,
  });
  const subsId = listed.data.subscriptionsByUser.find((item: { appId: number }) => item.appId === appId).subsId;
  const canceled = await graphql("mutation C($subsId: ID!) { cancelSubscription(subsId: $subsId) { subsId } }", {
    subsId,
  });
  expect(canceled.errors).toBeUndefined();
  return subsId as string;
}

test("an Admin reads the organization's security events, newest first", async ({ page, request, session }) => {
  const subsId = await subscribeAndCancel(request, session, 3, "Basic");

  await page.goto(paths.dashboardAuditLog);
  await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
  await expect(page).toHaveTitle(/^Audit Log \| /);
  const table = page.getByRole("table");
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader")).toHaveText(["When", "Event", "By", "Target", "From"]);

  const rows = table.locator("tbody tr");
  const events = (await rows.locator("th").allInnerTexts()).filter((label) => label.startsWith("Subscription"));
  expect(events).toEqual(["Subscription canceled", "Subscription started"]);

  const canceled = rows.filter({ hasText: "Subscription canceled" });
  await expect(canceled.locator("td").nth(1)).toHaveText(session.email);
  await expect(canceled.locator("td").nth(2)).toHaveText(subsId);
  await expect(canceled.locator("td").nth(3)).toHaveText(/\d/);
  await expect(canceled.locator("time")).toHaveText(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}, \d{2}:\d{2}$/);
  const started = rows.filter({ hasText: "Subscription started" });
  await expect(started.locator("td").nth(1)).toHaveText("Payment provider (built-in checkout)");

  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
});

test("a Member is told that only administrators can read the audit log", async ({
  browser,
  request,
  session,
  baseURL,
}, testInfo) => {
  const email = `e2e-audit-member-${testInfo.project.name}-${Date.now()}@example.com`;
  await addMembersThroughInvitations(request, session, [
    { firstName: "Thurgood", lastName: "Marshall", email, position: "Associate", role: "Employee", products: [1] },
  ]);
  const member = await logInThroughApi(request, String(baseURL), email);
  const { context, page } = await openPageAs(browser, testInfo, String(baseURL), member);
  await page.goto(paths.dashboardAuditLog);
  await expect(
    page.getByRole("status").filter({ hasText: "Only administrators can read the audit log." }),
  ).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
