import { paths } from "@paralex/shared/routes";
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y";
import { createSignedInAccount, E2E_PASSWORD } from "../support/accounts";
import { expect, expectNoHorizontalOverflow, test } from "../support/fixtures";
import { addMembersThroughInvitations } from "../support/organization";

// Only an organization's Admin spends its money. A colleague the Admin invited signs in through the login form,
// opens Manage Subscriptions and reads, on every card, that the Admin chooses the plans: no Choose Plan, Cancel
// Subscription or Change Plan button that the server would refuse. The Admin, on the same page, keeps them.

const ADMIN_CHOOSES_PLAN = "Your organization's Admin chooses its plans. Ask them to subscribe to this one.";

function practiceAreaCards(page: Page) {
  return page.getByRole("list", { name: "Practice areas" }).getByRole("article");
}

async function openSubscriptions(page: Page) {
  await page.goto(paths.dashboardSubscriptions);
  await expect(page.getByRole("heading", { level: 1, name: "Manage Subscriptions" })).toBeVisible();
  await expect(practiceAreaCards(page).first()).toBeVisible();
}

test("an invited Member sees who manages the plans instead of purchase buttons; the Admin keeps them", async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const label = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const admin = await createSignedInAccount(request, String(baseURL), {
    label: `purchases-admin-${label}`,
    firstName: "Oliver",
    lastName: "Holmes",
  });
  const email = `e2e-purchases-member-${label}@example.com`;
  await addMembersThroughInvitations(request, admin, [
    { firstName: "Louis", lastName: "Brandeis", email, position: "Associate", role: "Employee", products: [1, 2] },
  ]);

  await test.step("the Member signs in and opens Manage Subscriptions", async () => {
    await page.goto(paths.login);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "LogIn", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await openSubscriptions(page);
  });

  await test.step("every card says the Admin chooses the plan, and offers no button that would fail", async () => {
    const cards = practiceAreaCards(page);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      await expect(card.getByText("No active subscription found. Please subscribe to a plan.")).toBeVisible();
      await expect(card.getByText(ADMIN_CHOOSES_PLAN)).toBeVisible();
    }
    for (const name of ["Choose Plan", "Change Plan", "Cancel Subscription"]) {
      await expect(page.getByRole("button", { name })).toHaveCount(0);
    }
    await expect(page.getByRole("heading", { name: "Recent History" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("the Admin, on the same page, is still offered Choose Plan", async () => {
    const context = await browser.newContext({
      viewport: testInfo.project.use.viewport ?? null,
      deviceScaleFactor: testInfo.project.use.deviceScaleFactor ?? 1,
      isMobile: testInfo.project.use.isMobile ?? false,
      hasTouch: testInfo.project.use.hasTouch ?? false,
      locale: testInfo.project.use.locale ?? "en-US",
      baseURL: String(baseURL),
      storageState: admin.storageState,
    });
    const adminPage = await context.newPage();
    await openSubscriptions(adminPage);
    const cards = practiceAreaCards(adminPage);
    await expect(adminPage.getByRole("button", { name: "Choose Plan" })).toHaveCount(await cards.count());
    await expect(adminPage.getByText(ADMIN_CHOOSES_PLAN)).toHaveCount(0);
    await context.close();
  });
});
