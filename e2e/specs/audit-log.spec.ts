import { designBreakpoints } from "@paralex/shared/design-tokens";
import { paths } from "@paralex/shared/routes";
import type { APIRequestContext, Locator } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { logInThroughApi, openPageAs } from "../support/accounts";
import { subscribeThroughCheckout } from "../support/checkout";
import { expect, expectNoHorizontalOverflow } from "../support/fixtures";
import {
  addMembersThroughInvitations,
  type SeededOrganization,
  testWithSeededOrganization,
} from "../support/organization";
import { rowsOf } from "../support/table-rows";

// The audit log an Admin reads: an account subscribes through the built-in checkout and cancels (through the API,
// as the dashboard would), then opens the log and finds those events newest first, with who did them.

const test = testWithSeededOrganization({
  prefix: "audit",
  admin: { firstName: "Ruth", lastName: "Ginsburg" },
});

/** Subscribes to a tier through the built-in checkout's card form, then cancels; answers the subscription id. */
async function subscribeAndCancel(
  request: APIRequestContext,
  organization: SeededOrganization,
  appId: number,
  tier: string,
) {
  const headers = { authorization: `Bearer ${organization.access}` };
  await subscribeThroughCheckout(request, organization, appId, tier);

  const graphql = (query: string, variables: Record<string, unknown>) =>
    request.post("/api/graphql", { headers, data: { query, variables } }).then((response) => response.json());
  const listed = await graphql("query S($userId: ID!) { subscriptionsByUser(userId: $userId) { subsId appId } }", {
    userId: organization.userId,
  });
  const subsId = listed.data.subscriptionsByUser.find((item: { appId: number }) => item.appId === appId).subsId;
  const canceled = await graphql("mutation C($subsId: ID!) { cancelSubscription(subsId: $subsId) { subsId } }", {
    subsId,
  });
  expect(canceled.errors).toBeUndefined();
  return subsId as string;
}

test("an Admin reads the organization's security events, newest first", async ({ page, request, organization }) => {
  const subsId = await subscribeAndCancel(request, organization, 3, "Basic");

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
  await expect(cells(canceled).nth(by)).toHaveText(`Ruth Ginsburg (${organization.admin.email})`);
  await expect(cells(canceled).nth(target)).toHaveText("Bankruptcy subscription, Basic");
  await expect(log).not.toContainText(subsId);
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
  organization,
  baseURL,
}, testInfo) => {
  const email = `e2e-audit-member-${testInfo.project.name}-${Date.now()}@example.com`;
  await addMembersThroughInvitations(request, organization.admin, [
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
