import { designBreakpoints } from "@paralex/shared/design-tokens";
import { paths } from "@paralex/shared/routes";
import type { APIRequestContext, Locator } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { createSignedInAccount, logInThroughApi, openPageAs, type SignedInAccount } from "../support/accounts";
import { subscribeThroughCheckout } from "../support/checkout";
import { test as base, expect, expectNoHorizontalOverflow } from "../support/fixtures";
import { addMembersThroughInvitations } from "../support/organization";
import { rowsOf } from "../support/table-rows";

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
  const headers = { authorization: `Bearer ${session.access}` };
  await subscribeThroughCheckout(request, session, appId, tier);

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
  const log = page.getByRole("region", { name: "Audit log table" });
  const isTable = (page.viewportSize()?.width ?? 0) >= designBreakpoints.md;
  // From the tablet breakpoint up a table (When, Event, By, Target, From); below it a card per event, headed by the
  // event, with When, By, Target and From as its details.
  const [by, target, from] = [1, 2, 3];
  if (isTable) {
    await expect(log.getByRole("table")).toBeVisible();
    await expect(log.getByRole("columnheader")).toHaveText(["When", "Event", "By", "Target", "From"]);
  } else {
    await expect(log.getByRole("table")).toHaveCount(0);
    await expect(log.locator("dt").first()).toHaveText("When");
  }
  const rows = rowsOf(log);
  const events = (await rows.locator(isTable ? "th" : "h3").allInnerTexts()).filter((label) =>
    label.startsWith("Subscription"),
  );
  expect(events).toEqual(["Subscription canceled", "Subscription started"]);

  const cells = (row: Locator) => row.locator(isTable ? "td" : "dd");
  const canceled = rows.filter({ hasText: "Subscription canceled" });
  await expect(cells(canceled).nth(by)).toHaveText(session.email);
  await expect(cells(canceled).nth(target)).toHaveText(subsId);
  await expect(cells(canceled).nth(from)).toHaveText(/\d/);
  await expect(canceled.locator("time")).toHaveText(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}, \d{2}:\d{2}$/);
  const started = rows.filter({ hasText: "Subscription started" });
  await expect(cells(started).nth(by)).toHaveText("Payment provider (built-in checkout)");

  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
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
  await expectNoA11yViolations(page);
  await context.close();
});
