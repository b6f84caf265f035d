import type { Locator, Page } from "@playwright/test";
import { expect, openMainNavigation, test, visit } from "../support/fixtures";

const PRICING_LINKS = [
  { name: "Pricing", path: "/pricing-cards" },
  { name: "Private Attorneys", path: "/private-attorney" },
  { name: "Small Firms", path: "/small-firm" },
  { name: "Big Firms", path: "/big-firm" },
];

const FOOTER_PLACEHOLDERS = [
  "Pricing",
  "Individual Attorneys",
  "Small Firms",
  "Big Firms",
  "Login",
  "Sign Up",
  "User Dashboard",
  "Subscriptions",
  "Account Settings",
  "Manage Organisation",
  "Book Demo",
  "Disclaimer",
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A control named `label`, optionally followed by a reason in brackets, e.g. 'Pricing (coming soon)'. */
const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}(\\s*\\(.*\\))?$`);

function pricingButton(nav: Locator): Locator {
  return nav.getByRole("button", { name: "Pricing", exact: true });
}

async function expectPath(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
}

test.describe("header", () => {
  test("links go to their pages", async ({ page }) => {
    const destinations = [
      { name: "Our Products", path: "/products" },
      { name: "Book A Demo", path: "/contact" },
      { name: "Blog", path: "/blog" },
      { name: "Home", path: "/" },
    ];
    await visit(page, "/blog-post/1");
    for (const { name, path } of destinations) {
      const nav = await openMainNavigation(page);
      await nav.getByRole("link", { name, exact: true }).click();
      await expectPath(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test("the Pricing dropdown lists the four plan pages", async ({ page }) => {
    for (const { name, path } of PRICING_LINKS) {
      await visit(page, "/");
      const nav = await openMainNavigation(page);
      const button = pricingButton(nav);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const link = nav.getByRole("link", { name, exact: true });
      await expect(link).toBeVisible();
      await link.click();
      await expectPath(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test("the Pricing dropdown opens with Enter and Space and closes on Escape", async ({ page }) => {
    await visit(page, "/");
    const nav = await openMainNavigation(page);
    const button = pricingButton(nav);
    const firstLink = nav.getByRole("link", { name: "Private Attorneys", exact: true });

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(firstLink).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(firstLink).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(firstLink).toBeVisible();
    // The links inside are reachable with Tab.
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Pricing", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  test("signed-out visitors see Login and Sign Up", async ({ page }) => {
    await visit(page, "/");
    const nav = await openMainNavigation(page);
    await expect(nav.getByRole("link", { name: "Login", exact: true })).toHaveAttribute("href", "/login");
    await expect(nav.getByRole("link", { name: "Sign Up", exact: true })).toHaveAttribute("href", "/signup");
    await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Logout", exact: true })).toHaveCount(0);
  });

  test("the mobile menu toggle opens and closes the navigation", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the menu toggle exists only on small screens");
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = page.getByRole("button", { name: "Open menu" });

    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
    await toggle.click();

    const closeToggle = page.getByRole("button", { name: "Close menu" });
    await expect(closeToggle).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Our Products", exact: true })).toBeVisible();

    await closeToggle.click();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
  });

  test("the mobile menu closes after following a link", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the menu toggle exists only on small screens");
    await visit(page, "/");
    const nav = await openMainNavigation(page);
    await nav.getByRole("link", { name: "Blog", exact: true }).click();
    await expectPath(page, "/blog");
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the full navigation shows without a toggle on desktop", async ({ page, isMobile }) => {
    test.skip(isMobile, "desktop layout only");
    await visit(page, "/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
});

test.describe("footer", () => {
  test("Home and Blog links work", async ({ page }) => {
    await visit(page, "/blog");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Home", exact: true }).click();
    await expectPath(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
    await expectPath(page, "/blog");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("placeholders are disabled buttons", async ({ page }) => {
    await visit(page, "/");
    const footer = page.getByRole("contentinfo");
    for (const label of FOOTER_PLACEHOLDERS) {
      const control = footer.getByRole("button", { name: labelled(label) });
      await expect(control, label).toHaveCount(1);
      await expect(control, label).toBeDisabled();
    }
    // None of them is a link that could be followed.
    for (const label of FOOTER_PLACEHOLDERS) {
      await expect(footer.getByRole("link", { name: labelled(label) }), label).toHaveCount(0);
    }
  });

  test("social links: LinkedIn opens in a new tab, the other three are disabled", async ({ page }) => {
    await visit(page, "/");
    const footer = page.getByRole("contentinfo");
    const linkedIn = footer.getByRole("link", { name: /LinkedIn/ });
    await expect(linkedIn).toHaveAttribute("target", "_blank");
    await expect(linkedIn).toHaveAttribute("rel", /\bnoopener\b/);
    await expect(linkedIn).toHaveAttribute("href", /^https:\/\//);
    for (const name of [/^X\b/, /^Facebook/, /^YouTube/]) {
      await expect(footer.getByRole("button", { name })).toBeDisabled();
    }
  });

  test("shows the current year", async ({ page }) => {
    await visit(page, "/");
    const year = new Date().getFullYear();
    await expect(page.getByRole("contentinfo")).toContainText(new RegExp(`©\\s*${year}\\b`));
  });

  const isNavy = (colour: string) => {
    const match = colour.match(/^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/);
    if (!match) return false;
    const [red, green, blue] = match.slice(1, 4).map(Number) as [number, number, number];
    const alpha = match[4] === undefined ? 1 : Number(match[4]);
    return alpha === 1 && blue > red && blue > green && blue >= 40 && Math.max(red, green, blue) < 128;
  };

  for (const path of ["/logout", "/register/confirm-account/some-token"]) {
    test(`is black on ${path}`, async ({ page, consoleGuard }) => {
      // A made-up confirmation token is refused by the API, which Chromium logs.
      consoleGuard.allow((problem) => /status of 4\d\d/.test(problem.text) && problem.url.includes("/api/"));
      await visit(page, path);
      const footer = page.getByRole("contentinfo");
      await expect(footer).toBeVisible();
      await expect(footer).toHaveCSS("background-color", "rgb(0, 0, 0)");
    });
  }

  for (const path of ["/", "/blog", "/products", "/no-such-page"]) {
    test(`is navy on ${path}`, async ({ page, consoleGuard }) => {
      consoleGuard.allow(/status of 404/);
      await visit(page, path);
      const footer = page.getByRole("contentinfo");
      await expect(footer).toBeVisible();
      const colour = await footer.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(isNavy(colour), `footer background ${colour} should be navy`).toBe(true);
    });
  }
});
