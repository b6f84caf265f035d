import type { Locator, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { testWithSignedInAccount } from "../support/accounts";
import { expect, expectNoHorizontalOverflow, readPublicConfig, visit } from "../support/fixtures";

// The signed-in frame and its pages: the guard, the sidebar (a menu on phones), the avatar menu, the seven
// practice-area cards, the placeholders, /dev_test, and axe on every dashboard page. One account per worker and
// project, signed in once through the API (login is rate limited), its session reused by every test.

const FIRST_NAME = "Constance";
const FAILED_REQUEST = /Failed to load resource: the server responded with a status of 4\d\d/;

const test = testWithSignedInAccount({ label: "dash", firstName: FIRST_NAME, lastName: "Motley" });

/** Opens a dashboard page and waits until React has drawn it (the dashboard is not prerendered). */
async function openDashboard(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** The sidebar navigation: on a phone it sits behind the 'Open menu' button. */
async function dashboardNav(page: Page): Promise<Locator> {
  const toggle = page.getByRole("button", { name: "Open menu" });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(page.getByRole("dialog", { name: "Dashboard menu" })).toBeVisible();
  }
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(nav).toBeVisible();
  return nav;
}

const NAV_ENTRIES = [
  ["Home", "/dashboard"],
  ["Manage Subscriptions", "/dashboard/subscriptions/"],
  ["Manage Organization", "/dashboard/organization/"],
  ["Account Options", "/dashboard/account/"],
  ["Logout", "/logout"],
] as const;

const PRODUCTS = [
  { title: "Federal Criminal", comingSoon: false },
  { title: "Civil Litigation", comingSoon: false },
  { title: "Bankruptcy", comingSoon: false },
  { title: "Start-ups", comingSoon: false },
  { title: "In-House Counsel", comingSoon: true },
  { title: "Intellectual Property", comingSoon: true },
  { title: "Contracts", comingSoon: true },
] as const;

test.describe("signed out", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("every dashboard page sends a signed-out visitor to /login with 'Please log in.'", async ({ page }) => {
    for (const path of ["/dashboard", "/dashboard/subscriptions/", "/dashboard/subscriptions/?success=true"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.locator(".Toastify__toast").filter({ hasText: "Please log in." })).toBeVisible();
    }
  });

  test("/dev_test fetches one pricing strategy and shows it", async ({ page }) => {
    await visit(page, "/dev_test");
    await expect(page).toHaveTitle(/^Dev Test \|/);
    await expect(page.getByRole("heading", { level: 1, name: "Dev Test" })).toBeVisible();
    await page.getByRole("button", { name: "Fetch Pricing Strategy" }).click();
    await expect(page.getByRole("heading", { name: "Pricing strategy" })).toBeVisible();
    const tiers = page.getByRole("table");
    await expect(tiers.getByRole("rowheader")).toHaveText(["Basic", "Professional", "Enterprise"]);
    await expect(page.getByText("pricingStrategyId", { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoHorizontalOverflow(page);
  });
});

test("the frame: welcome line, logo to the company site, five entries with the current one marked", async ({
  page,
}) => {
  await openDashboard(page, "/dashboard", "Select Practice Area");
  const { brandName, companySiteUrl } = await readPublicConfig(page);
  await expect(page.getByText(`Welcome to ${brandName}!`)).toBeVisible();
  await expect(page).toHaveTitle(`Dashboard | ${brandName}`);

  const nav = await dashboardNav(page);
  const links = nav.getByRole("link");
  await expect(links).toHaveCount(NAV_ENTRIES.length);
  for (const [index, [text, href]] of NAV_ENTRIES.entries()) {
    await expect(links.nth(index)).toHaveText(text);
    await expect(links.nth(index)).toHaveAttribute("href", href);
  }
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

  const logo = page.getByRole("link", { name: /company site/ }).filter({ visible: true });
  await expect(logo).toHaveAttribute("href", companySiteUrl ?? /^https?:/);
  await expect(logo).toHaveAttribute("target", "_blank");
  await expect(logo).toHaveAttribute("rel", /noopener/);

  await nav.getByRole("link", { name: "Manage Subscriptions" }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscriptions\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Manage Subscriptions" })).toBeVisible();
  const navAgain = await dashboardNav(page);
  await expect(navAgain.getByRole("link", { name: "Manage Subscriptions" })).toHaveAttribute("aria-current", "page");
  await expect(navAgain.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
});

test("on a phone the sidebar folds into a menu that traps focus and closes on Escape", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the sidebar is always shown on a desktop");
  await openDashboard(page, "/dashboard", "Select Practice Area");
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeHidden();
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  const menu = page.getByRole("dialog", { name: "Dashboard menu" });
  await expect(menu).toBeVisible();
  await expectNoA11yViolations(page);
  for (let presses = 0; presses < 10; presses += 1) {
    await page.keyboard.press("Tab");
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await menu.getByRole("link", { name: "Account Options" }).click();
  await expect(page).toHaveURL(/\/dashboard\/account\/$/);
  await expect(menu).toBeHidden();
});

test("the avatar menu shows the first letter and leads to Logout, by keyboard too", async ({ page }) => {
  await openDashboard(page, "/dashboard", "Select Practice Area");
  const button = page.getByRole("button", { name: `Account menu for ${FIRST_NAME}` });
  await expect(button).toBeVisible();
  await expect(button.locator('[aria-hidden="true"]').first()).toHaveText(FIRST_NAME.charAt(0));
  await expect(button).toHaveAttribute("aria-haspopup", "menu");
  await expect(button).toHaveAttribute("aria-expanded", "false");

  await button.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  const logout = menu.getByRole("menuitem", { name: "Logout" });
  await expect(logout).toBeFocused();
  await expect(logout).toHaveAttribute("href", "/logout");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(8, (page.viewportSize()?.height ?? 800) - 8);
  await expect(menu).toBeHidden();
});

test("seven practice-area cards; the available ones lead to the subscriptions page without a subscription", async ({
  page,
}) => {
  await openDashboard(page, "/dashboard", "Select Practice Area");
  const cards = page.getByRole("list", { name: "Practice areas" }).getByRole("article");
  await expect(cards).toHaveCount(PRODUCTS.length);
  for (const [index, product] of PRODUCTS.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { name: product.title })).toBeVisible();
    if (product.comingSoon) {
      await expect(card.getByText("Coming soon", { exact: true })).toBeVisible();
      const action = card.getByRole("button", { name: /Select this practice area/ });
      await expect(action).toBeDisabled();
      await expect(action).toContainText("(coming soon)");
    } else {
      const link = card.getByRole("link", { name: "Select this practice area" });
      await expect(link).toHaveAttribute(
        "href",
        `/dashboard/subscriptions/?error=no-subscription&product=${encodeURIComponent(product.title)}`,
      );
    }
  }
  await cards.nth(2).getByRole("link", { name: "Select this practice area" }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscriptions\/\?error=no-subscription&product=Bankruptcy$/);
  const modal = page.getByRole("dialog", { name: "Error" });
  await expect(modal).toContainText("No active subscription for Bankruptcy. Please subscribe to a plan.");
});

test("no serious or critical axe violation on any dashboard page, nor anything wider than the screen", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(FAILED_REQUEST);
  const pages = [
    ["/dashboard", "Select Practice Area"],
    ["/dashboard/subscriptions/", "Manage Subscriptions"],
    ["/dashboard/organization/", "Manage Organization"],
    ["/dashboard/account/", "Account Options"],
  ] as const;
  for (const [path, heading] of pages) {
    await openDashboard(page, path, heading);
    await expect(page.getByRole("status")).toHaveCount(0);
    await expectNoA11yViolations(page);
    await expectNoHorizontalOverflow(page);
  }
  await openDashboard(page, "/dashboard/subscriptions/", "Manage Subscriptions");
  await page.getByRole("article", { name: "Federal Criminal" }).getByRole("button", { name: "Choose Plan" }).click();
  await expect(page.getByRole("dialog", { name: "Choose Plan" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");

  await page.goto("/dashboard/subscriptions/?canceled=true");
  await expect(page.getByRole("dialog", { name: "Payment Canceled" })).toBeVisible();
  await expectNoA11yViolations(page);
});
