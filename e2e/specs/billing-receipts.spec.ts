import { readFile } from "node:fs/promises";
import { formatUsd } from "@paralex/shared/money";
import { findMonthlyPlan, planCheckoutLines } from "@paralex/shared/pricing-plans";
import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { expectNoA11yViolations } from "../support/a11y";
import { builtInCheckoutPath } from "../support/checkout";
import { expect, expectNoHorizontalOverflow, waitForHydration } from "../support/fixtures";
import { testWithSeededOrganization } from "../support/organization";

// One plan, three places, one price (decision 066): the Small Firms card, the Small Firms plan page and the
// built-in checkout agree on $999 a seat a month, line by line. Paying one line mails a receipt to the billing
// contact (here the Admin); its link opens the billing page, which lists the invoice and hands out its PDF.

const test = testWithSeededOrganization({
  prefix: "receipt",
  admin: { firstName: "Ruth", lastName: "Ginsburg" },
});

const SMALL_FIRM = findMonthlyPlan("small-firm");
const LINES = planCheckoutLines(SMALL_FIRM);
const PAID = LINES[0];

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
}

async function shoot(page: Page, name: string, outputPath: (name: string) => string) {
  await page.screenshot({ path: outputPath(`${name}.png`), fullPage: true });
}

test("the pricing card, the plan page and the checkout agree; a paid checkout mails a receipt whose PDF opens", async ({
  page,
  request,
  organization,
}, testInfo) => {
  const project = testInfo.project.name;
  if (!PAID) throw new Error("the Small Firms plan has no checkout lines");
  const price = formatUsd((SMALL_FIRM.priceUsd ?? 0) as number);
  expect(price).toBe("$999");

  // The pricing cards: Small Firms per case, and the same plan billed monthly at the plan page's price.
  await page.goto("/pricing-cards");
  await waitForHydration(page);
  const card = page.getByTestId("plan-card-small-firms-per-case");
  await expect(card.getByTestId("plan-price")).toContainText("$149");
  await expect(card.getByTestId("plan-price-note")).toHaveText("Billed per case by our team after you sign up.");
  await expect(card.getByTestId("plan-monthly-counterpart")).toHaveText(
    `Or ${price}/mo per member seat on the Small Firms monthly plan.`,
  );
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await shoot(page, `pricing-cards-${project}`, (name) => testInfo.outputPath(name));

  // The monthly plans overview ('Pricing Plans') prices the same plan the same way.
  await page.goto("/contact");
  await waitForHydration(page);
  await expect(page.getByTestId("plan-card-small-firm").getByTestId("plan-price")).toContainText(`${price}/mo`);
  await expect(page.getByTestId("plan-card-small-firm").getByTestId("plan-price-note")).toHaveText(
    "per member seat, every practice area included",
  );
  await expectNoA11yViolations(page);
  await page.goto("/pricing-cards");
  await waitForHydration(page);

  // The plan page: the spec's $999/mo, and what it is made of, line by line.
  await card.getByRole("link", { name: "Small Firms monthly plan" }).click();
  await expect(page).toHaveURL(/\/small-firm$/);
  await expect(page.getByRole("heading", { level: 1, name: "Small Firms" })).toBeVisible();
  await expect(page.getByTestId("plan-price").first()).toContainText(price);
  await expect(page.getByTestId("plan-price").first()).toContainText("/mo");
  const breakdown = page.getByTestId("plan-breakdown");
  for (const line of LINES) {
    await expect(breakdown).toContainText(
      `${line.productTitle} ${line.tier}${formatUsd(line.costPerUserCents / 100)}/mo`,
    );
  }
  await expect(page.getByTestId("plan-breakdown-total")).toHaveText(`${price}/mo`);
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await shoot(page, `plan-page-${project}`, (name) => testInfo.outputPath(name));

  // The checkout: each line's hosted page charges what the plan page lists; together, the plan's price.
  let charged = 0;
  for (const line of LINES.filter((candidate) => candidate !== PAID)) {
    const hosted = await request.get(await builtInCheckoutPath(request, organization, line.appId, line.tier));
    const amount = (await hosted.text()).match(/<dt>Price<\/dt><dd>(\$[\d,.]+) per month<\/dd>/)?.[1];
    expect(amount, `${line.productTitle}`).toBe(formatUsd(line.costPerUserCents / 100));
    charged += line.costPerUserCents;
  }
  // The first line as a subscriber buys it: the dashboard's tier list, its Subscribe button, the hosted page.
  const paidPrice = formatUsd(PAID.costPerUserCents / 100);
  await page.goto("/dashboard/subscriptions/");
  await page.getByRole("article", { name: PAID.productTitle }).getByRole("button", { name: "Choose Plan" }).click();
  const drawer = page.getByRole("dialog", { name: "Choose Plan" });
  const tier = drawer
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `${PAID.tier}, ${paidPrice}/mo` }) });
  await expect(tier).toContainText(
    `Part of the Small Firms plan: ${price}/mo per member seat with every practice area at ${PAID.tier}.`,
  );
  await expectNoA11yViolations(page);
  await tier.getByRole("button", { name: "Subscribe to this plan" }).click();
  await page.waitForURL(/\/checkout\/[^/]+$/);
  await expect(page.locator("dd", { hasText: `${paidPrice} per month` })).toBeVisible();
  charged += PAID.costPerUserCents;
  expect(formatUsd(charged / 100)).toBe(price);

  // Pay it with the test card.
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel(/^Expiry/).fill("12/40");
  await page.getByLabel(/^CVC/).fill("123");
  await page.getByLabel("Country").selectOption({ label: "United States" });
  await page.getByLabel("Postal code").fill("10001");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscriptions\/\?success=true$/);
  await expect(page.getByRole("dialog", { name: "Payment Successful" })).toBeVisible();

  // The receipt arrives, with the amount, the period and the billing page's address.
  const email = organization.admin.email.toLowerCase();
  let receipt: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get("/api/dev/mailbox")).json()) as MailboxMessage[];
        receipt = mails.find((mail) => mail.to.toLowerCase() === email && mail.subject.startsWith("Receipt "));
        return receipt?.subject ?? "";
      },
      { message: `no receipt mailed to ${email}`, timeout: 15_000 },
    )
    .toMatch(new RegExp(`^Receipt PX-\\d{6}: \\${paidPrice} for ${PAID.productTitle} ${PAID.tier}$`));
  expect(receipt?.text).toContain("Period: ");
  const number = receipt?.subject.match(/PX-\d{6}/)?.[0] ?? "";
  const link = receipt?.text.match(/https?:\/\/\S+\/dashboard\/billing\/\S*/)?.[0] ?? "";
  expect(link).not.toBe("");

  // Its link opens the billing page: the invoice, the card on file, and the receipt's PDF.
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  await expect(page.getByTestId("payment-method")).toContainText("Visa ending in 4242, expires 12/2040");
  const receiptButton = page.getByRole("button", { name: `Receipt (PDF) ${number}` });
  await expect(receiptButton).toBeVisible();
  await expect(page.getByText(paidPrice, { exact: true }).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await shoot(page, `billing-${project}`, (name) => testInfo.outputPath(name));

  // An Admin resumes a canceled plan before it ends, from the billing page.
  const overview = (await (
    await request.get("/api/billing", { headers: { authorization: `Bearer ${organization.access}` } })
  ).json()) as { subscriptions: { subsId: string }[] };
  const subsId = overview.subscriptions[0]?.subsId ?? "";
  const canceled = await request.post("/api/graphql", {
    headers: { authorization: `Bearer ${organization.access}` },
    data: {
      query: "mutation C($subsId: ID!) { cancelSubscription(subsId: $subsId) { subsId } }",
      variables: { subsId },
    },
  });
  expect((await canceled.json()).errors).toBeUndefined();
  await page.reload();
  const plans = page.getByRole("region", { name: "Plans" });
  await expect(plans).toContainText(/Ends on \d+(st|nd|rd|th) \w+ \d{4}/);
  const resume = plans.getByRole("button", { name: `Resume plan ${PAID.productTitle} ${PAID.tier}` });
  await expectNoA11yViolations(page);
  await resume.click();
  await expect(plans).toContainText(/Renews on \d+(st|nd|rd|th) \w+ \d{4}/);
  await expect(resume).toBeHidden();

  const downloading = page.waitForEvent("download");
  await receiptButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receipt-${number}.pdf`);
  const bytes = await readFile((await download.path()) ?? "");
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(1);
  expect(pdf.getTitle()).toBe(`Receipt ${number}`);
});
