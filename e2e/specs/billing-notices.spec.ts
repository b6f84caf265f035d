import { formatMonthly } from "@paralex/shared/money";
import { pricingStrategies } from "@paralex/shared/products";
import type { Locator, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { subscribeThroughCheckout } from "../support/checkout";
import { expect, expectNoHorizontalOverflow } from "../support/fixtures";
import { type SeedMember, testWithSeededOrganization } from "../support/organization";

// Billing without surprises: an Admin sees what a membership change does to each subscription's monthly amount
// before making it (invite, edit, remove), and a plan switch asks first, with the prorated amount and the new
// monthly amount. One organization per worker and project: two members in Federal Criminal and a Professional
// subscription to it for their two seats ($99 a seat), bought through the built-in checkout.

const SEAT = pricingStrategies.find((strategy) => strategy.appId === 1)?.tiers;
const perSeat = (tier: string) => SEAT?.find((candidate) => candidate.tier === tier)?.parameters.costPerUser ?? 0;

const test = testWithSeededOrganization({
  prefix: "bill",
  admin: { firstName: "Thurgood", lastName: "Marshall" },
  members: (label) =>
    (
      [
        { firstName: "Ada", lastName: "Brandeis", position: "Associate", role: "Employee", products: [1] },
        { firstName: "Grace", lastName: "Brandeis", position: "Paralegal", role: "Employee", products: [1] },
      ] satisfies Omit<SeedMember, "email">[]
    ).map((member) => ({ ...member, email: `e2e-${member.firstName.toLowerCase()}-bill-${label}@example.com` })),
  prepare: (request, organization) => subscribeThroughCheckout(request, organization, 1, "Professional"),
});

/** axe on the open dialog or drawer: no violation of any impact. */
async function expectAxeClean(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, { include: "[role=dialog], [role=alertdialog]" });
}

/** A screenshot attached to the report, once the opened dialog's entry animation has finished. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === "running")
        .map((animation) => animation.finished),
    ),
  );
  await test.info().attach(name, { body: await page.screenshot(), contentType: "image/png" });
}

async function openOrganization(page: Page) {
  await page.goto("/dashboard/organization/");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Organization" })).toBeVisible();
}

function notice(scope: Locator): Locator {
  return scope.getByRole("region", { name: "Your bill" });
}

const line = (from: number, to: number) =>
  `Federal Criminal Professional: ${formatMonthly(from)} to ${formatMonthly(to)}`;

/** The notice as a screen reader reads it: 'to' where the eye sees an arrow, which is not read as 'right arrow'. */
async function expectSpoken(notice: Locator, text: string) {
  await expect.poll(() => notice.ariaSnapshot()).toContain(text);
  await expect(notice.getByText("→").first()).toBeVisible();
}

test("inviting a colleague says what it adds to the monthly bill before sending", async ({ page, organization }) => {
  await openOrganization(page);
  await page.getByRole("button", { name: "+ Add Members" }).click();
  const drawer = page.getByRole("dialog", { name: "Invite Member" });
  await expect(drawer).toBeVisible();
  await expect(notice(drawer)).toHaveCount(0);

  await drawer.getByLabel("First Name").fill("Learned");
  await drawer.getByLabel("Last Name").fill("Hand");
  await drawer.getByLabel("Email").fill(`e2e-hand-bill-${organization.label}@example.com`);
  await drawer.getByLabel("Position").fill("Associate");
  await drawer.getByLabel("Role").selectOption("Employee");
  await drawer.getByRole("checkbox", { name: "Civil Litigation" }).check();
  await expect(notice(drawer)).toHaveText(/Your monthly bill does not change\./);

  await drawer.getByRole("checkbox", { name: "Federal Criminal" }).check();
  await expect(notice(drawer)).toContainText("When they accept the invitation, your monthly bill changes:");
  await expectSpoken(
    notice(drawer),
    `${line(perSeat("Professional") * 2, perSeat("Professional") * 3)} (2 seats to 3 seats)`,
  );
  await notice(drawer).scrollIntoViewIfNeeded();
  await shoot(page, "invite-member-notice");
  await expectAxeClean(page, drawer);
  await expectNoHorizontalOverflow(page);

  await drawer.getByRole("button", { name: "Send Invitation" }).click();
  await expect(drawer).toBeHidden();
});

test("editing a member's products and removing a member say what the bill becomes", async ({ page }) => {
  await openOrganization(page);
  const search = page.getByPlaceholder("Search member...");
  await search.fill("Grace");
  const editDrawer = page.getByRole("dialog", { name: "Edit Member" });
  await page.getByRole("button", { name: "Edit Grace Brandeis" }).click();
  await expect(editDrawer).toBeVisible();
  await expect(notice(editDrawer)).toHaveCount(0);
  await editDrawer.getByRole("checkbox", { name: "Civil Litigation" }).check();
  await expect(notice(editDrawer)).toHaveText(/Your monthly bill does not change\./);
  await editDrawer.getByRole("checkbox", { name: "Federal Criminal" }).uncheck();
  await expect(notice(editDrawer)).toContainText("Saving these products changes your monthly bill:");
  await expectSpoken(notice(editDrawer), line(perSeat("Professional") * 2, perSeat("Professional")));
  await notice(editDrawer).scrollIntoViewIfNeeded();
  await shoot(page, "edit-member-notice");
  await expectAxeClean(page, editDrawer);
  await page.keyboard.press("Escape");
  await expect(editDrawer).toBeHidden();

  await page.getByRole("button", { name: "Remove Grace Brandeis" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove Grace Brandeis?" });
  await expect(notice(dialog)).toContainText("Removing them changes your monthly bill:");
  await expectSpoken(notice(dialog), line(perSeat("Professional") * 2, perSeat("Professional")));
  await shoot(page, "remove-member-notice");
  await expectAxeClean(page, dialog);
  await dialog.getByRole("button", { name: "Keep Member" }).click();
  await expect(dialog).toBeHidden();
});

test("a plan switch shows each tier's price for the seats, asks first, and only confirming switches", async ({
  page,
}) => {
  await page.goto("/dashboard/subscriptions/");
  const card = page.getByRole("article", { name: "Federal Criminal" });
  const detail = (scope: Locator, label: string) =>
    scope.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
  await expect(detail(card, "Billing Amount")).toHaveText(formatMonthly(perSeat("Professional") * 2));

  await card.getByRole("button", { name: "Change Plan" }).click();
  const drawer = page.getByRole("dialog", { name: "Change Plan" });
  const enterprise = drawer
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `Enterprise, ${formatMonthly(perSeat("Enterprise"))}` }) });
  await expect(detail(enterprise, "Per seat")).toHaveText(formatMonthly(perSeat("Enterprise")));
  await expect(detail(enterprise, "Seats")).toHaveText("2");
  await expect(detail(enterprise, "Monthly total")).toHaveText(formatMonthly(perSeat("Enterprise") * 2));
  await expect(detail(enterprise, "Prorated now")).toHaveText(/^\$[\d,]+(\.\d\d)? owed$/);
  const basic = drawer
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `Basic, ${formatMonthly(perSeat("Basic"))}` }) });
  await expect(detail(basic, "Prorated now")).toHaveText(/^\$[\d,]+(\.\d\d)? credited$/);
  const owed = ((await detail(enterprise, "Prorated now").textContent()) ?? "").replace(" owed", "");
  await shoot(page, "change-plan-drawer");
  await expectAxeClean(page, drawer);

  const switchButton = enterprise.getByRole("button", { name: "Switch to this plan" });
  await switchButton.click();
  const confirm = page.getByRole("alertdialog", { name: "Switch to Enterprise?" });
  await expect(confirm).toContainText("Your Federal Criminal plan changes from Professional to Enterprise");
  await expect(confirm).toContainText(`${owed} is added to your next bill`);
  await expect(confirm).toContainText(
    `${formatMonthly(perSeat("Enterprise") * 2)} (2 seats at ${formatMonthly(perSeat("Enterprise"))} each)`,
  );
  await shoot(page, "switch-plan-confirm");
  await expectAxeClean(page, confirm);

  await confirm.getByRole("button", { name: "Keep Current Plan" }).click();
  await expect(confirm).toBeHidden();
  await expect(switchButton).toBeFocused();
  await expect(detail(drawer.getByRole("region", { name: "Current Plan" }), "Current Plan")).toHaveText("Professional");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await page.reload();
  await expect(detail(card, "Plan")).toHaveText("Professional");

  await card.getByRole("button", { name: "Change Plan" }).click();
  await enterprise.getByRole("button", { name: "Switch to this plan" }).click();
  await confirm.getByRole("button", { name: "Switch Plan" }).click();
  await expect(confirm).toBeHidden();
  await expect(drawer).toBeHidden();
  await expect(page.locator(".Toastify__toast").filter({ hasText: "Switched to Enterprise" })).toBeVisible();
  await expect(detail(card, "Plan")).toHaveText("Enterprise");
  await expect(detail(card, "Billing Amount")).toHaveText(formatMonthly(perSeat("Enterprise") * 2));
});
