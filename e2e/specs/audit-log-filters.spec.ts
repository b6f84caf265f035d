import { readFile } from "node:fs/promises";
import { paths } from "@paralex/shared/routes";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { subscribeThroughCheckout } from "../support/checkout";
import { expect, expectNoHorizontalOverflow } from "../support/fixtures";
import { type SeededOrganization, testWithSeededOrganization } from "../support/organization";
import { rowsOf } from "../support/table-rows";

// An Admin narrows the audit log by who acted, the kind of event and the days, then exports what it shows as CSV.

async function subscribeAndCancel(request: APIRequestContext, organization: SeededOrganization) {
  await subscribeThroughCheckout(request, organization, 2, "Basic");
  const headers = { authorization: `Bearer ${organization.access}` };
  const graphql = (query: string, variables: Record<string, unknown>) =>
    request.post("/api/graphql", { headers, data: { query, variables } }).then((response) => response.json());
  const listed = await graphql("query S($userId: ID!) { subscriptionsByUser(userId: $userId) { subsId } }", {
    userId: organization.userId,
  });
  await graphql("mutation C($subsId: ID!) { cancelSubscription(subsId: $subsId) { subsId } }", {
    subsId: listed.data.subscriptionsByUser[0].subsId,
  });
}

const test = testWithSeededOrganization({
  prefix: "auditfilters",
  admin: { firstName: "Sandra", lastName: "O'Connor" },
  prepare: subscribeAndCancel,
});

const eventsShown = async (page: Page) => {
  const log = page.getByRole("region", { name: "Audit log table" });
  await expect(log).toBeVisible();
  const isTable = await log.getByRole("table").isVisible();
  return rowsOf(log)
    .locator(isTable ? "th" : "h3")
    .allInnerTexts();
};

for (const width of [1280, 1024, 375]) {
  test(`an Admin filters the log and exports what it shows at ${width} px`, async ({
    page,
    organization,
  }, testInfo) => {
    test.skip((testInfo.project.name === "mobile") !== (width === 375), "each width in its own project's device");
    await page.setViewportSize({ width, height: 900 });
    await page.goto(paths.dashboardAuditLog);
    await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
    await expect.poll(() => eventsShown(page)).toContain("Logged in");

    const filters = page.getByRole("search", { name: "Filter the audit log" });
    await filters.getByLabel("Event").selectOption({ label: "All subscriptions events" });
    await expect(page).toHaveURL(/event=kind%3ASubscriptions/);
    await expect.poll(() => eventsShown(page)).toEqual(["Subscription canceled", "Subscription started"]);

    const admin = `Sandra O'Connor (${organization.admin.email})`;
    await filters.getByLabel("By").selectOption({ label: admin });
    await expect.poll(() => eventsShown(page)).toEqual(["Subscription canceled"]);
    const canceled = rowsOf(page.getByRole("region", { name: "Audit log table" })).first();
    await expect(canceled).toContainText("Civil Litigation subscription, Basic");

    await filters.getByLabel("From").fill("2020-01-01");
    await filters.getByLabel("To").fill("2020-01-02");
    await expect(page.getByText("No events match these filters.")).toBeVisible();
    await filters.getByLabel("From").fill("");
    await filters.getByLabel("To").fill("");
    await expect.poll(() => eventsShown(page)).toEqual(["Subscription canceled"]);

    await page.screenshot({ path: testInfo.outputPath(`audit-log-filtered-${width}.png`), fullPage: true });
    await expectNoHorizontalOverflow(page);
    await expectNoA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await download.path(), "utf8")).trimEnd().split("\r\n");
    expect(lines[0]).toBe("When (UTC),Event,By,By email,Target,IP address,User agent");
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain("Subscription canceled");
    expect(lines[1]).toContain("Civil Litigation subscription, Basic");

    await filters.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).not.toHaveURL(/event=/);
    await expect.poll(() => eventsShown(page)).toContain("Logged in");
  });
}
