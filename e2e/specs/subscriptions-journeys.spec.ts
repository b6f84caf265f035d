import { formatMonthly } from "@paralex/shared/money";
import { findProduct, pricingStrategies, type TPricingTier } from "@paralex/shared/products";
import type { Locator, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { expect, expectNoHorizontalOverflow } from "../support/fixtures";
import { testWithSeededOrganization } from "../support/organization";
import { rowNamed } from "../support/table-rows";

// The subscription journeys against the real server with its built-in hosted checkout (no Stripe key): subscribe
// with a test card and come back to the success modal and an active card; change plan; cancel; a declined card;
// leaving the checkout; every modal the return address can ask for; and the plan drawer by keyboard. One account
// per worker and project, signed in once through the API; each journey uses its own product.

const FAILED_REQUEST = /Failed to load resource: the server responded with a status of 4\d\d/;
const DAY_MS = 24 * 60 * 60 * 1000;
const NO_SUBSCRIPTION = "No active subscription found. Please subscribe to a plan.";

const test = testWithSeededOrganization({
  prefix: "subs",
  admin: { firstName: "Sandra", lastName: "Day" },
});

/** '21st June 2024', written here independently of the app. */
function ordinalDate(date: Date): string {
  const day = date.getUTCDate();
  const suffix = day % 100 >= 11 && day % 100 <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" }[day % 10] ?? "th");
  const month = date.toLocaleString("en-GB", { month: "long", timeZone: "UTC" });
  return `${day}${suffix} ${month} ${date.getUTCFullYear()}`;
}

/** A checkout made today runs to midnight UTC 30 days on. */
function nextBillDate(): string {
  const now = new Date();
  return ordinalDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + 30 * DAY_MS));
}

function tiersOf(appId: number): readonly TPricingTier[] {
  const strategy = pricingStrategies.find((candidate) => candidate.appId === appId);
  if (!strategy) throw new Error(`no pricing strategy for app ${appId}`);
  return strategy.tiers;
}

function tierOf(appId: number, name: string): TPricingTier {
  const tier = tiersOf(appId).find((candidate) => candidate.tier === name);
  if (!tier) throw new Error(`no tier ${name} for app ${appId}`);
  return tier;
}

const tierLabel = (tier: TPricingTier) => `${tier.tier}, ${formatMonthly(tier.parameters.costPerUser)}`;

/** Opens the subscriptions page; with a query that opens a modal, the rest of the page is hidden from the a11y tree. */
async function openSubscriptions(page: Page, query = "") {
  await page.goto(`/dashboard/subscriptions/${query}`);
  await expect(page.locator("h1", { hasText: "Manage Subscriptions" })).toBeVisible();
}

function productCard(page: Page, title: string): Locator {
  return page.getByRole("article", { name: title });
}

/** The value shown under a label of a card's or the drawer's details. */
function detail(scope: Locator, label: string): Locator {
  return scope.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

function tierOption(drawer: Locator, tier: TPricingTier): Locator {
  return drawer.getByRole("listitem").filter({ has: drawer.page().getByRole("heading", { name: tierLabel(tier) }) });
}

async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel(/^Expiry/).fill("12/34");
  await page.getByLabel(/^CVC/).fill("123");
  await page.getByLabel("Country").selectOption({ label: "United States" });
  await page.getByLabel("Postal code").fill("10001");
}

/** From the card's Choose Plan to the built-in checkout page of the tier. */
async function startCheckout(page: Page, productTitle: string, tier: TPricingTier) {
  await productCard(page, productTitle).getByRole("button", { name: "Choose Plan" }).click();
  const drawer = page.getByRole("dialog", { name: "Choose Plan" });
  await expect(drawer).toBeVisible();
  await tierOption(drawer, tier).getByRole("button", { name: "Subscribe to this plan" }).click();
  await page.waitForURL(/\/checkout\/[^/]+$/);
  await expect(page.getByRole("heading", { name: `Subscribe to ${productTitle}` })).toBeVisible();
}

/** Subscribes through the built-in checkout with the succeeding test card and dismisses the success modal. */
async function subscribe(page: Page, productTitle: string, tier: TPricingTier) {
  await openSubscriptions(page);
  await startCheckout(page, productTitle, tier);
  await fillCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscriptions\/\?success=true$/);
  const modal = page.getByRole("dialog", { name: "Payment Successful" });
  await expect(modal).toContainText("Your payment was successful! Thank you for subscribing.");
  await modal.getByRole("button", { name: "Okay Thanks" }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/subscriptions\/$/);
  await expect(detail(productCard(page, productTitle), "Plan")).toHaveText(tier.tier);
}

test("subscribe through the checkout: the success modal, the active card, its history, and the product opens", async ({
  page,
}) => {
  const bankruptcy = findProduct(3);
  if (!bankruptcy?.link) throw new Error("Bankruptcy has no product link");
  const professional = tierOf(3, "Professional");

  await test.step("without a subscription the card says so", async () => {
    await openSubscriptions(page);
    const card = productCard(page, "Bankruptcy");
    await expect(card).toContainText(NO_SUBSCRIPTION);
    const history = page.getByRole("region", { name: "Recent History", exact: true });
    await expect(history.getByRole("table")).toHaveCount(0);
    await expect(history).toContainText("No subscriptions yet.");
  });

  await test.step("the drawer lists every tier with its price and features", async () => {
    await productCard(page, "Bankruptcy").getByRole("button", { name: "Choose Plan" }).click();
    const drawer = page.getByRole("dialog", { name: "Choose Plan" });
    for (const tier of tiersOf(3)) await expect(tierOption(drawer, tier)).toBeVisible();
    const option = tierOption(drawer, professional);
    const viewFeatures = option.getByRole("button", { name: "View Features" });
    await expect(viewFeatures).toHaveAttribute("aria-expanded", "false");
    await viewFeatures.click();
    await expect(viewFeatures).toHaveAttribute("aria-expanded", "true");
    for (const feature of professional.features) await expect(option.getByText(feature, { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  await test.step("pay on the built-in checkout and come back to the success modal", async () => {
    await subscribe(page, "Bankruptcy", professional);
  });

  await test.step("the card shows the plan, the amount, the next bill date and the features", async () => {
    const card = productCard(page, "Bankruptcy");
    await expect(detail(card, "Plan")).toHaveText("Professional");
    await expect(detail(card, "Billing Amount")).toHaveText(formatMonthly(professional.parameters.costPerUser));
    await expect(detail(card, "Next Bill Date")).toHaveText(nextBillDate());
    await expect(card.getByRole("heading", { name: "Plan Features" })).toBeVisible();
    for (const feature of professional.features) await expect(card.getByText(feature, { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Cancel Subscription" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Change Plan" })).toBeVisible();
    await expect(productCard(page, "Civil Litigation")).toContainText(NO_SUBSCRIPTION);
  });

  await test.step("Recent History lists it", async () => {
    const history = page.getByRole("region", { name: "Recent History", exact: true });
    const row = rowNamed(history, /Bankruptcy/);
    await expect(row).toContainText("Professional");
    await expect(row).toContainText(formatMonthly(professional.parameters.costPerUser));
    await expect(row).toContainText(nextBillDate());
    await expect(row).toContainText("Active");
    await expectNoA11yViolations(page);
    await expectNoHorizontalOverflow(page);
  });

  await test.step("the dashboard now opens Bankruptcy itself, in a new tab", async () => {
    await page.goto("/dashboard");
    const link = productCard(page, "Bankruptcy").getByRole("link", { name: /Select this practice area/ });
    await expect(link).toHaveAttribute("href", bankruptcy.link as string);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(
      productCard(page, "Civil Litigation").getByRole("link", { name: "Select this practice area" }),
    ).toHaveAttribute("href", "/dashboard/subscriptions/?error=no-subscription&product=Civil%20Litigation");
  });
});

test("change plan: the drawer shows the current plan and switches at the new price", async ({ page }) => {
  const basic = tierOf(4, "Basic");
  const enterprise = tierOf(4, "Enterprise");
  await subscribe(page, "Start-ups", basic);

  const card = productCard(page, "Start-ups");
  const changePlan = card.getByRole("button", { name: "Change Plan" });
  await changePlan.click();
  const drawer = page.getByRole("dialog", { name: "Change Plan" });
  await expect(drawer).toBeVisible();
  const current = drawer.getByRole("region", { name: "Current Plan" });
  await expect(detail(current, "Current Plan")).toHaveText("Basic");
  await expect(detail(current, "Billing Amount")).toHaveText(formatMonthly(basic.parameters.costPerUser));
  await expect(detail(current, "Next Bill Date")).toHaveText(nextBillDate());
  await expect(tierOption(drawer, basic).getByRole("button", { name: "Switch to this plan" })).toBeDisabled();
  await expect(tierOption(drawer, basic)).toContainText("Your current plan");
  await expectNoA11yViolations(page);

  await tierOption(drawer, enterprise).getByRole("button", { name: "Switch to this plan" }).click();
  await page
    .getByRole("alertdialog", { name: "Switch to Enterprise?" })
    .getByRole("button", { name: "Switch Plan" })
    .click();
  await expect(drawer).toBeHidden();
  await expect(page.locator(".Toastify__toast").filter({ hasText: "Switched to Enterprise" })).toBeVisible();
  await expect(detail(card, "Plan")).toHaveText("Enterprise");
  await expect(detail(card, "Billing Amount")).toHaveText(formatMonthly(enterprise.parameters.costPerUser));
  await expect(changePlan).toBeFocused();

  await page.reload();
  await expect(detail(productCard(page, "Start-ups"), "Plan")).toHaveText("Enterprise");
});

test("cancel: after confirming, the card says when the subscription ends", async ({ page }) => {
  const basic = tierOf(1, "Basic");
  await subscribe(page, "Federal Criminal", basic);
  const card = productCard(page, "Federal Criminal");

  await card.getByRole("button", { name: "Cancel Subscription" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel your Federal Criminal subscription?" });
  await expect(confirm).toContainText(nextBillDate());
  await confirm.getByRole("button", { name: "Keep Subscription" }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByRole("button", { name: "Cancel Subscription" })).toBeFocused();

  await card.getByRole("button", { name: "Cancel Subscription" }).click();
  await confirm.getByRole("button", { name: "Cancel Subscription" }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toContainText(`Cancels on ${nextBillDate()}`);
  await expect(card.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await expect(card.getByRole("button", { name: "Change Plan" })).toBeVisible();
  await expect(
    rowNamed(page.getByRole("region", { name: "Recent History", exact: true }), /Federal Criminal/),
  ).toContainText("Active, ending");

  await page.reload();
  await expect(productCard(page, "Federal Criminal")).toContainText(`Cancels on ${nextBillDate()}`);
});

test("a declined card stays on the checkout; leaving it opens 'Payment Canceled'", async ({ page, consoleGuard }) => {
  consoleGuard.allow(FAILED_REQUEST);
  await openSubscriptions(page);
  await startCheckout(page, "Civil Litigation", tierOf(2, "Basic"));
  await fillCard(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("alert")).toContainText("Your card was declined.");
  await expect(page).toHaveURL(/\/checkout\//);

  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscriptions\/\?canceled=true$/);
  const modal = page.getByRole("dialog", { name: "Payment Canceled" });
  await expect(modal).toContainText("Your payment was canceled. Please try again or contact support.");
  await modal.getByRole("button", { name: "Okay Thanks" }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscriptions\/$/);
  await expect(productCard(page, "Civil Litigation")).toContainText(NO_SUBSCRIPTION);
});

const RETURN_MODALS = [
  ["?success=true", "Payment Successful", "Your payment was successful! Thank you for subscribing."],
  ["?canceled=true", "Payment Canceled", "Your payment was canceled. Please try again or contact support."],
  [
    "?error=no-subscription&product=Intellectual%20Property",
    "Error",
    "No active subscription for Intellectual Property. Please subscribe to a plan.",
  ],
  ["?error=no-subscription", "Error", "No active subscription found. Please subscribe to a plan."],
  ["?error=payment-failed", "Error", "There was an error processing your request. Please try again later."],
] as const;

test("each modal of the return address, cleared by 'Okay Thanks' (or Escape)", async ({ page }) => {
  for (const [query, title, message] of RETURN_MODALS) {
    await openSubscriptions(page, query);
    const modal = page.getByRole("dialog", { name: title });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(message, { exact: true })).toBeVisible();
    await expect(modal.getByRole("button", { name: "Okay Thanks" })).toBeFocused();
    await modal.getByRole("button", { name: "Okay Thanks" }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/subscriptions\/$/);
  }
  await openSubscriptions(page, "?canceled=true");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/subscriptions\/$/);
});

test("the plan drawer by keyboard: opens, keeps Tab inside, closes on Escape, gives focus back", async ({ page }) => {
  await openSubscriptions(page);
  const choosePlan = productCard(page, "Civil Litigation").getByRole("button", { name: "Choose Plan" });
  await choosePlan.focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Choose Plan" });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText("Civil Litigation");
  const isFocusInside = () => drawer.evaluate((element) => element.contains(document.activeElement));
  expect(await isFocusInside()).toBe(true);
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press("Tab");
    expect(await isFocusInside()).toBe(true);
  }
  for (let presses = 0; presses < 3; presses += 1) {
    await page.keyboard.press("Shift+Tab");
    expect(await isFocusInside()).toBe(true);
  }
  const viewFeatures = tierOption(drawer, tierOf(2, "Basic")).getByRole("button", { name: "View Features" });
  await viewFeatures.focus();
  await page.keyboard.press("Enter");
  await expect(viewFeatures).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(choosePlan).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(drawer).toBeVisible();
  await drawer.getByRole("button", { name: "Close" }).click();
  await expect(drawer).toBeHidden();
  await expect(choosePlan).toBeFocused();
});
