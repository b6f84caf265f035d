import { paths } from "@paralex/shared/routes";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { createSignedInAccount, E2E_PASSWORD, openPageAs, type SignedInAccount } from "../support/accounts";
import { expect, expectNoHorizontalOverflow, test } from "../support/fixtures";
import { addMembersThroughInvitations, type SeedMember } from "../support/organization";

// Only an organization's Admin spends its money. A colleague the Admin invited signs in through the login form,
// opens Manage Subscriptions and reads, on every card, that the Admin chooses the plans: no Choose Plan, Cancel
// Subscription or Change Plan button that the server would refuse. The Admin, on the same page, keeps them. On
// Account Options the colleague reads that the Admin manages billing, in place of Manage Billing.

const ADMIN_CHOOSES_PLAN = "Your organization's Admin chooses its plans. Ask them to subscribe to this one.";
const ADMIN_MANAGES_BILLING = "Your organization's Admin manages billing.";

/** A new Admin (signed in through the API) and the address of a colleague they invited, who has signed up. */
async function createAdminWithMember(
  request: APIRequestContext,
  baseURL: string | undefined,
  testInfo: TestInfo,
  name: string,
  member: Omit<SeedMember, "email">,
): Promise<{ admin: SignedInAccount; email: string }> {
  const label = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const admin = await createSignedInAccount(request, String(baseURL), {
    label: `${name}-admin-${label}`,
    firstName: "Oliver",
    lastName: "Holmes",
  });
  const email = `e2e-${name}-member-${label}@example.com`;
  await addMembersThroughInvitations(request, admin, [{ ...member, email }]);
  return { admin, email };
}

async function signInThroughLoginForm(page: Page, email: string) {
  await page.goto(paths.login);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "LogIn", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

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
  const { admin, email } = await createAdminWithMember(request, baseURL, testInfo, "purchases", {
    firstName: "Louis",
    lastName: "Brandeis",
    position: "Associate",
    role: "Employee",
    products: [1, 2],
  });

  await test.step("the Member signs in and opens Manage Subscriptions", async () => {
    await signInThroughLoginForm(page, email);
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
    await expectNoA11yViolations(page);
  });

  await test.step("the Admin, on the same page, is still offered Choose Plan", async () => {
    const { context, page: adminPage } = await openPageAs(browser, testInfo, String(baseURL), admin);
    await openSubscriptions(adminPage);
    const cards = practiceAreaCards(adminPage);
    await expect(adminPage.getByRole("button", { name: "Choose Plan" })).toHaveCount(await cards.count());
    await expect(adminPage.getByText(ADMIN_CHOOSES_PLAN)).toHaveCount(0);
    await context.close();
  });
});

function settingsPrivacy(page: Page) {
  return page.getByRole("region", { name: "Settings & Privacy" });
}

test("an invited Member reads that the Admin manages billing instead of Manage Billing; the Admin keeps it", async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const { admin, email } = await createAdminWithMember(request, baseURL, testInfo, "billing", {
    firstName: "Benjamin",
    lastName: "Cardozo",
    position: "Partner",
    role: "Manager",
    products: [1],
  });
  await signInThroughLoginForm(page, email);

  await test.step("while the role is being read, neither the button nor the note is shown", async () => {
    // The role's answer is held back (then passed on untouched) so that the page is seen before it arrives.
    let releaseRole = () => {};
    const roleHeld = new Promise<void>((resolve) => {
      releaseRole = resolve;
    });
    await page.route("**/api/graphql", async (route) => {
      if (route.request().postData()?.includes("myOrganization")) await roleHeld;
      await route.continue();
    });
    await page.goto(paths.dashboardAccount);
    await expect(page.getByRole("heading", { level: 1, name: "Account Options" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();
    await expect(settingsPrivacy(page).getByRole("button", { name: "Change Password" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Manage Billing" })).toHaveCount(0);
    await expect(page.getByText(ADMIN_MANAGES_BILLING)).toHaveCount(0);
    releaseRole();
    await expect(settingsPrivacy(page).getByText(ADMIN_MANAGES_BILLING)).toBeVisible();
    await page.unroute("**/api/graphql");
  });

  await test.step("the Member reads who manages billing, and is offered no Manage Billing", async () => {
    await page.reload();
    await expect(settingsPrivacy(page).getByText(ADMIN_MANAGES_BILLING)).toBeVisible();
    await expect(page.getByRole("button", { name: "Manage Billing" })).toHaveCount(0);
    await expect(settingsPrivacy(page).getByRole("button", { name: "Change Password" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoA11yViolations(page);
  });

  await test.step("the Admin, on the same page, is still offered Manage Billing", async () => {
    const { context, page: adminPage } = await openPageAs(browser, testInfo, String(baseURL), admin);
    await adminPage.goto(paths.dashboardAccount);
    await expect(adminPage.getByRole("heading", { level: 1, name: "Account Options" })).toBeVisible();
    await expect(settingsPrivacy(adminPage).getByRole("button", { name: "Manage Billing" })).toBeEnabled();
    await expect(adminPage.getByText(ADMIN_MANAGES_BILLING)).toHaveCount(0);
    await context.close();
  });
});
