import type { Locator, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { E2E_PASSWORD } from "../support/accounts";
import { expect, expectNoHorizontalOverflow } from "../support/fixtures";
import { invitationLinkFor, type SeedMember, testWithSeededOrganization } from "../support/organization";
import { rowNamed, rowsOf } from "../support/table-rows";

// Manage Organization against the real server: one Admin per worker and project, signed in once through the API,
// whose organization gets ten members through real invitations (invite over GraphQL, sign up through the link).
// Journeys: invite a colleague who accepts from the email; search and filters; paging; removal with confirmation;
// the Order Summary's checkout; axe and the 375 px layout.

const SEEDED: Omit<SeedMember, "email">[] = [
  { firstName: "Abigail", lastName: "Marbury", position: "Paralegal", role: "Employee", products: [1] },
  { firstName: "Benjamin", lastName: "Marbury", position: "Partner", role: "Manager", products: [1, 2] },
  { firstName: "Clara", lastName: "Marbury", position: "Paralegal", role: "Intern", products: [2] },
  { firstName: "Douglas", lastName: "Marbury", position: "Associate", role: "Employee", products: [1] },
  { firstName: "Eleanor", lastName: "Marbury", position: "Paralegal", role: "Manager", products: [4] },
  { firstName: "Franklin", lastName: "Marbury", position: "Associate", role: "Intern", products: [1] },
  { firstName: "Grace", lastName: "Marbury", position: "Paralegal", role: "Employee", products: [2] },
  { firstName: "Harold", lastName: "Marbury", position: "Partner", role: "Manager", products: [3] },
  { firstName: "Irene", lastName: "Marbury", position: "Associate", role: "Intern", products: [3, 1] },
  { firstName: "Julius", lastName: "Marbury", position: "Associate", role: "Employee", products: [4] },
];

const test = testWithSeededOrganization({
  prefix: "org",
  admin: { firstName: "Sonia", lastName: "Sotomayor" },
  members: (label) =>
    SEEDED.map((member) => ({ ...member, email: `e2e-${member.firstName.toLowerCase()}-${label}@example.com` })),
});

async function openOrganization(page: Page) {
  await page.goto("/dashboard/organization/");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Organization" })).toBeVisible();
  await expect(membersTable(page)).toBeVisible();
}

function membersTable(page: Page): Locator {
  return page.getByRole("region", { name: "Members table" });
}

function memberRow(page: Page, name: string): Locator {
  return rowNamed(membersTable(page), new RegExp(name));
}

function summary(page: Page): Locator {
  return page.getByText(/^Page \d+ of \d+ \(\d+ items?\)$/);
}

test("an Admin invites a colleague, who accepts from the email and appears in the table", async ({
  page,
  browser,
  organization,
}) => {
  const email = `e2e-colleague-${organization.label}@example.com`;
  await openOrganization(page);
  await page.getByRole("button", { name: "+ Add Members" }).click();
  const drawer = page.getByRole("dialog", { name: "Invite Member" });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("button", { name: "Send Invitation" }).click();
  await expect(drawer.getByText("Please enter a first name.")).toBeVisible();
  await expect(drawer.getByLabel("First Name")).toBeFocused();

  await drawer.getByLabel("First Name").fill("Learned");
  await drawer.getByLabel("Last Name").fill("Hand");
  await drawer.getByLabel("Email").fill(email);
  await drawer.getByLabel("Position").fill("Associate");
  await drawer.getByLabel("Role").selectOption("Employee");
  await drawer.getByRole("checkbox", { name: "Federal Criminal" }).check();
  await drawer.getByRole("button", { name: "Send Invitation" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const pending = page.getByRole("region", { name: "Pending invitations" });
  await expect(pending).toContainText(email);

  const link = await invitationLinkFor(page.request, email);
  const colleagueContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const colleague = await colleagueContext.newPage();
  await colleague.goto(new URL(link).pathname);
  await expect(colleague.getByRole("heading", { level: 1, name: /^Join / })).toBeVisible();
  await expect(colleague.getByText("Sonia Sotomayor invited you to join")).toBeVisible();
  await colleague.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
  await colleague.getByLabel("Confirm Password", { exact: true }).fill(E2E_PASSWORD);
  await colleague.getByRole("button", { name: "Create account and join" }).click();
  await expect(colleague).toHaveURL(/\/dashboard\/organization\/$/);
  await expect(colleague.getByRole("heading", { level: 1, name: "Manage Organization" })).toBeVisible();
  await colleague.getByPlaceholder("Search member...").fill("Hand");
  await expect(memberRow(colleague, "Learned Hand")).toContainText("(you)");
  // A Member sees the table read-only: no invitations, no removals.
  await expect(colleague.getByText(/Only an Admin can invite, change or remove them/)).toBeVisible();
  await expect(colleague.getByRole("button", { name: "+ Add Members" })).toHaveCount(0);
  await expect(colleague.getByRole("button", { name: /^Remove / })).toHaveCount(0);
  await colleagueContext.close();

  await page.reload();
  await page.getByPlaceholder("Search member...").fill("Learned");
  await expect(memberRow(page, "Learned Hand")).toContainText("Employee");
  await expect(summary(page)).toHaveText("Page 1 of 1 (1 item)");
  await expect(page.getByRole("region", { name: "Pending invitations" })).toHaveCount(0);

  // The same address again: a clear message, and nothing sent.
  await page.getByRole("button", { name: "+ Add Members" }).click();
  const again = page.getByRole("dialog", { name: "Invite Member" });
  await again.getByLabel("First Name").fill("Learned");
  await again.getByLabel("Last Name").fill("Hand");
  await again.getByLabel("Email").fill(email);
  await again.getByLabel("Position").fill("Associate");
  await again.getByLabel("Role").selectOption("Intern");
  await again.getByRole("checkbox", { name: "Bankruptcy" }).check();
  await again.getByRole("button", { name: "Send Invitation" }).click();
  await expect(again.getByRole("alert")).toHaveText(`${email} is already a member of your organization.`);
});

test("search and the practice-area, role and function filters narrow the table", async ({ page }) => {
  await openOrganization(page);
  const search = page.getByPlaceholder("Search member...");
  await search.fill("eleanor");
  await expect(summary(page)).toHaveText("Page 1 of 1 (1 item)");
  await expect(memberRow(page, "Eleanor Marbury")).toBeVisible();
  await search.fill("nobody-by-this-name");
  await expect(page.getByText("No members match your search.")).toBeVisible();
  await search.fill("");

  await page.getByLabel("Role").selectOption("Intern");
  await expect(summary(page)).toHaveText("Page 1 of 1 (3 items)");
  for (const name of ["Clara", "Franklin", "Irene"]) await expect(memberRow(page, `${name} Marbury`)).toBeVisible();
  await page.getByLabel("Practice area").selectOption({ label: "Bankruptcy" });
  await expect(summary(page)).toHaveText("Page 1 of 1 (1 item)");
  await expect(memberRow(page, "Irene Marbury")).toBeVisible();
  await page.getByLabel("Role").selectOption({ label: "All Roles" });
  await page.getByLabel("Practice area").selectOption({ label: "All Practice Areas" });
  await page.getByLabel("Function").selectOption("Paralegal");
  await expect(summary(page)).toHaveText("Page 1 of 1 (4 items)");
  await expect(page.getByLabel("Function").getByRole("option")).toContainText([
    "All Functions",
    "Associate",
    "Paralegal",
    "Partner",
  ]);
});

test("pages ten members at a time, and a filter goes back to page 1", async ({ page }) => {
  await openOrganization(page);
  await expect(summary(page)).toHaveText(/^Page 1 of 2 \(1[0-2] items\)$/);
  const pages = page.getByRole("navigation", { name: "Members pages" });
  await expect(pages.getByRole("button", { name: "Previous page" })).toBeDisabled();
  await expect(rowsOf(membersTable(page))).toHaveCount(10);
  await pages.getByRole("button", { name: "Next page" }).click();
  await expect(summary(page)).toHaveText(/^Page 2 of 2 /);
  await expect(pages.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("button", { name: "Next page" })).toBeDisabled();
  await page.getByLabel("Function").selectOption("Associate");
  await expect(summary(page)).toHaveText(/^Page 1 of 1 /);
  await page.getByLabel("Function").selectOption({ label: "All Functions" });
  await pages.getByRole("button", { name: "Page 2" }).click();
  await expect(summary(page)).toHaveText(/^Page 2 of 2 /);
  await pages.getByRole("button", { name: "Page 1" }).click();
  await expect(summary(page)).toHaveText(/^Page 1 of 2 /);
});

test("removing a member asks for confirmation first", async ({ page }) => {
  await openOrganization(page);
  await page.getByPlaceholder("Search member...").fill("Julius");
  const row = memberRow(page, "Julius Marbury");
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Remove Julius Marbury" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove Julius Marbury?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Keep Member" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await expect(row.getByRole("button", { name: "Remove Julius Marbury" })).toBeFocused();

  await row.getByRole("button", { name: "Remove Julius Marbury" }).click();
  await dialog.getByRole("button", { name: "Remove Member" }).click();
  await expect(page.getByText("Julius Marbury was removed from your organization.")).toBeVisible();
  await expect(page.getByText("No members match your search.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Remove Sonia Sotomayor/ })).toHaveCount(0);
});

test("the Order Summary counts the seats and checks them out at each tier's price", async ({ page }) => {
  await openOrganization(page);
  await page.getByPlaceholder("Search member...").fill("Harold");
  await memberRow(page, "Harold Marbury")
    .getByRole("button", { name: "View order summary for Harold Marbury" })
    .click();
  const drawer = page.getByRole("dialog", { name: "Order Summary" });
  const bankruptcy = drawer.getByRole("region", { name: "Bankruptcy" });
  await expect(bankruptcy).toContainText("2 seats");
  await bankruptcy.getByRole("radio", { name: /Professional/ }).check();
  await bankruptcy.getByRole("button", { name: "Checkout" }).click();
  await page.waitForURL(/\/checkout\/[^/]+$/);
  await expect(page.getByRole("heading", { name: "Subscribe to Bankruptcy" })).toBeVisible();
});

test("an Admin changes a member's application role and products, but never demotes the last Admin", async ({
  page,
}) => {
  await openOrganization(page);
  const search = page.getByPlaceholder("Search member...");
  const drawer = page.getByRole("dialog", { name: "Edit Member" });
  await search.fill("Sotomayor");
  await memberRow(page, "Sonia Sotomayor").getByRole("button", { name: "Edit Sonia Sotomayor" }).click();
  await drawer.getByLabel("Application Role").selectOption("Member");
  await drawer.getByRole("button", { name: "Save Changes" }).click();
  await expect(drawer.getByRole("alert")).toHaveText(
    "Your organization needs at least one Admin: make another member an Admin first.",
  );
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  await search.fill("Douglas");
  const row = memberRow(page, "Douglas Marbury");
  await row.getByRole("button", { name: "Edit Douglas Marbury" }).click();
  await drawer.getByLabel("Application Role").selectOption("Admin");
  await drawer.getByRole("checkbox", { name: "Start-ups" }).check();
  await drawer.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Douglas Marbury was updated.")).toBeVisible();
  await expect(row).toContainText("Admin");
  await expect(row).toContainText("Start-ups");
});

test("an Admin assigns cases to a member from the keyboard and sees them in the table", async ({ page }) => {
  await openOrganization(page);
  await page.getByPlaceholder("Search member...").fill("Grace");
  const row = memberRow(page, "Grace Marbury");
  await row.getByRole("button", { name: "Edit Grace Marbury" }).click();
  const drawer = page.getByRole("dialog", { name: "Edit Member" });
  const caseBox = drawer.getByLabel("Assigned Case(s)");
  const cases = drawer.getByRole("list", { name: "Assigned cases" });

  await caseBox.fill("Marbury v. Madison");
  await caseBox.press("Enter");
  await expect(cases.getByRole("listitem")).toHaveText(["Marbury v. Madison"]);
  await expect(caseBox).toHaveValue("");
  await expect(caseBox).toBeFocused();
  // The same case in other letters is refused with the shared message.
  await caseBox.fill("MARBURY V. MADISON");
  await caseBox.press("Enter");
  await expect(drawer.getByText("Marbury v. Madison is already assigned to this member.")).toBeVisible();
  await caseBox.fill("Gibbons v. Ogden");
  await caseBox.press("Tab");
  await expect(drawer.getByRole("button", { name: "Add case" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(cases.getByRole("listitem")).toHaveText(["Marbury v. Madison", "Gibbons v. Ogden"]);
  await expectNoA11yViolations(page);

  await drawer.getByRole("button", { name: "Remove Marbury v. Madison" }).focus();
  await page.keyboard.press("Enter");
  await expect(cases.getByRole("listitem")).toHaveText(["Gibbons v. Ogden"]);
  await drawer.getByRole("button", { name: "Save Changes" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText("Grace Marbury was updated.")).toBeVisible();
  await expect(row).toContainText("Gibbons v. Ogden");
  await expect(row).not.toContainText("Madison");
});

test("the page passes axe and fits a phone, a card per member below the tablet width", async ({ page }) => {
  await openOrganization(page);
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.getByRole("button", { name: "+ Add Members" }).click();
  await expect(page.getByRole("dialog", { name: "Invite Member" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "+ Add Members" })).toBeFocused();
});
