import { findProduct, pricingStrategies, type TPricingTier } from "@paralex/shared/products";
import { paths } from "@paralex/shared/routes";
import type { Locator, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { createSignedInAccount, E2E_PASSWORD, openPageAs } from "../support/accounts";
import { expect, expectNoHorizontalOverflow, test } from "../support/fixtures";
import { addMembersThroughInvitations } from "../support/organization";
import { rowNamed } from "../support/table-rows";

// A plan the organization pays for covers its Members. The Admin subscribes to Bankruptcy through the built-in
// checkout and invites a colleague who works in Bankruptcy. The colleague signs in, finds the organization's plan
// on Manage Subscriptions read-only (the card says the Admin manages it; no Cancel or Change button) and in Recent
// History, and on the dashboard Bankruptcy opens the product in a new tab instead of the subscriptions page.

const ADMIN_MANAGES_SUBSCRIPTION = "Your organization's Admin manages this subscription.";
const ADMIN_CHOOSES_PLAN = "Your organization's Admin chooses its plans. Ask them to subscribe to this one.";
const BANKRUPTCY = 3;
const CIVIL_LITIGATION = 2;

function tierOf(appId: number, name: string): TPricingTier {
  const tier = pricingStrategies
    .find((strategy) => strategy.appId === appId)
    ?.tiers.find((candidate) => candidate.tier === name);
  if (!tier) throw new Error(`no tier ${name} for app ${appId}`);
  return tier;
}

function productCard(page: Page, title: string): Locator {
  return page.getByRole("article", { name: title });
}

/** The value shown under a label of a card's details. */
function detail(scope: Locator, label: string): Locator {
  return scope.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

async function openSubscriptions(page: Page) {
  await page.goto(paths.dashboardSubscriptions);
  await expect(page.getByRole("heading", { level: 1, name: "Manage Subscriptions" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Practice areas" }).getByRole("article").first()).toBeVisible();
}

/** The Admin's Choose Plan, the built-in checkout with the succeeding test card, and the success modal. */
async function subscribeThroughCheckout(page: Page, productTitle: string, tier: TPricingTier) {
  await openSubscriptions(page);
  await productCard(page, productTitle).getByRole("button", { name: "Choose Plan" }).click();
  const drawer = page.getByRole("dialog", { name: "Choose Plan" });
  await expect(drawer).toBeVisible();
  await drawer
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^${tier.tier},`) }) })
    .getByRole("button", { name: "Subscribe to this plan" })
    .click();
  await page.waitForURL(/\/checkout\/[^/]+$/);
  await expect(page.getByRole("heading", { name: `Subscribe to ${productTitle}` })).toBeVisible();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel(/^Expiry/).fill("12/34");
  await page.getByLabel(/^CVC/).fill("123");
  await page.getByLabel("Country").selectOption({ label: "United States" });
  await page.getByLabel("Postal code").fill("10001");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscriptions\/\?success=true$/);
  const modal = page.getByRole("dialog", { name: "Payment Successful" });
  await modal.getByRole("button", { name: "Okay Thanks" }).click();
  await expect(modal).toBeHidden();
  await expect(detail(productCard(page, productTitle), "Plan")).toHaveText(tier.tier);
}

test("an invited Member sees the organization's plan read-only and opens the product from the dashboard", async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  const bankruptcy = findProduct(BANKRUPTCY);
  const civilLitigation = findProduct(CIVIL_LITIGATION);
  if (!bankruptcy?.link || !civilLitigation) throw new Error("the products are not as this spec expects");
  const basic = tierOf(BANKRUPTCY, "Basic");
  const label = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const admin = await createSignedInAccount(request, String(baseURL), {
    label: `covered-admin-${label}`,
    firstName: "Oliver",
    lastName: "Holmes",
  });
  const email = `e2e-covered-member-${label}@example.com`;

  await test.step("the Admin subscribes the organization to Bankruptcy through the checkout", async () => {
    const { context, page: adminPage } = await openPageAs(browser, testInfo, String(baseURL), admin);
    await subscribeThroughCheckout(adminPage, bankruptcy.title, basic);
    await context.close();
  });

  await test.step("the Admin invites a colleague who works in Bankruptcy and Civil Litigation", async () => {
    await addMembersThroughInvitations(request, admin, [
      {
        firstName: "Louis",
        lastName: "Brandeis",
        email,
        position: "Associate",
        role: "Employee",
        products: [BANKRUPTCY, CIVIL_LITIGATION],
      },
    ]);
  });

  await test.step("the Member signs in", async () => {
    await page.goto(paths.login);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "LogIn", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step("Manage Subscriptions shows the organization's plan, read-only, and its history", async () => {
    await openSubscriptions(page);
    const card = productCard(page, bankruptcy.title);
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(detail(card, "Plan")).toHaveText(basic.tier);
    await expect(card.getByText(ADMIN_MANAGES_SUBSCRIPTION)).toBeVisible();
    await expect(productCard(page, civilLitigation.title).getByText(ADMIN_CHOOSES_PLAN)).toBeVisible();
    for (const name of ["Cancel Subscription", "Change Plan", "Choose Plan"]) {
      await expect(page.getByRole("button", { name })).toHaveCount(0);
    }
    const history = page.getByRole("region", { name: "Recent History", exact: true });
    const row = rowNamed(history, new RegExp(bankruptcy.title));
    await expect(row).toContainText(basic.tier);
    await expect(row).toContainText("Active");
    await expectNoHorizontalOverflow(page);
    await expectNoA11yViolations(page);
  });

  await test.step("on the dashboard, Bankruptcy opens the product in a new tab", async () => {
    // The product's own site is a third party here (no internet): it answers a stand-in page.
    await page
      .context()
      .route(`${bankruptcy.link}**`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Bankruptcy</title><p>Bankruptcy</p>" }),
      );
    await page.goto(paths.dashboard);
    const link = productCard(page, bankruptcy.title).getByRole("link", { name: /Select this practice area/ });
    await expect(link).toHaveAttribute("href", bankruptcy.link as string);
    await expect(link).toHaveAttribute("target", "_blank");
    const [product] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    await product.waitForLoadState();
    expect(product.url().startsWith(bankruptcy.link as string)).toBe(true);
    await product.close();
    await expect(page).toHaveURL(/\/dashboard$/);
    // A product the organization does not subscribe to still sends the Member to the subscriptions page.
    await expect(
      productCard(page, civilLitigation.title).getByRole("link", { name: "Select this practice area" }),
    ).toHaveAttribute("href", "/dashboard/subscriptions/?error=no-subscription&product=Civil%20Litigation");
  });
});
