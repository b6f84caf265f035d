import type { Page, TestInfo } from "@playwright/test";
import { expectNoA11yViolations, expectToastAtRest } from "../support/a11y";
import { expect, expectNoHorizontalOverflow } from "../support/fixtures";
import { mailTo } from "../support/mailbox";
import { type SeedMember, sendInvitation, testWithSeededOrganization } from "../support/organization";
import { rowNamed, rowsOf } from "../support/table-rows";

// A small firm setting itself up: its organization starts as "{first name}'s firm", its Admin renames it and names
// a billing contact, and invitations mailed after carry the new name. The members table keeps every member's
// actions on screen at 1280, 1024 and 375 px (a table where it fits, cards where it does not), and its filters
// show their whole labels.

const MEMBERS: Omit<SeedMember, "email">[] = [
  {
    firstName: "Marguerite",
    lastName: "Okonkwo-Vandenberg",
    position: "Senior Litigation Paralegal",
    role: "Manager",
    products: [1, 2, 6],
  },
  { firstName: "Oliver", lastName: "Wendell", position: "Associate", role: "Employee", products: [3] },
  { firstName: "Ruth", lastName: "Bader", position: "Partner", role: "Intern", products: [4, 7] },
];

const test = testWithSeededOrganization({
  prefix: "firm",
  admin: { firstName: "Dana", lastName: "Whitfield" },
  members: (label) =>
    MEMBERS.map((member) => ({ ...member, email: `e2e-${member.firstName.toLowerCase()}-${label}@example.com` })),
});

async function openOrganization(page: Page) {
  await page.goto("/dashboard/organization/");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Organization" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Members table" })).toBeVisible();
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test("a firm renames itself and names a billing contact, and its invitation mail says so", async ({
  page,
  organization,
}, testInfo) => {
  await openOrganization(page);
  const details = page.getByRole("region", { name: "Organization details" });
  const name = details.getByLabel("Organization name");
  await expect(name).toHaveValue("Dana's firm");

  await name.fill("Visit whitfield.law");
  await details.getByRole("button", { name: "Save name" }).click();
  await expect(details.getByText("Names cannot contain web addresses, email addresses or links.")).toBeVisible();

  await name.fill("Whitfield & Moss LLP");
  await details.getByRole("button", { name: "Save name" }).click();
  const renamed = page.getByText("Your organization is now called Whitfield & Moss LLP.");
  await expectToastAtRest(renamed);
  await expect(page.locator("header").getByText("Whitfield & Moss LLP", { exact: true })).toBeVisible();

  const billing = details.getByLabel("Billing contact email");
  await billing.fill("accounts@books.example.com");
  await details.getByRole("button", { name: "Save billing contact" }).click();
  await expectToastAtRest(page.getByText("Billing mail now goes to accounts@books.example.com."));
  await expect(details.getByText("Billing contact: accounts@books.example.com")).toBeVisible();
  await expectNoA11yViolations(page);
  await shoot(page, testInfo, "organization-details");

  const invitee = `e2e-newhire-${organization.label}@example.com`;
  await sendInvitation(page.request, organization.admin, {
    firstName: "Thurgood",
    lastName: "Marshall",
    email: invitee,
    position: "Associate",
    role: "Employee",
    products: [1],
  });
  const invitation = await mailTo(page.request, invitee);
  expect(invitation.subject).toContain("Whitfield & Moss LLP");
  expect(invitation.text).toContain("join Whitfield & Moss LLP");
  expect(invitation.text).not.toContain("Dana's firm");
});

async function expectActionsOnScreen(page: Page, width: number) {
  const table = page.getByRole("region", { name: "Members table" });
  await expect(rowsOf(table)).toHaveCount(MEMBERS.length + 1);
  for (const member of MEMBERS) {
    const row = rowNamed(table, new RegExp(member.firstName));
    for (const action of ["View order summary for", "Edit", "Remove"]) {
      const button = row.getByRole("button", { name: `${action} ${member.firstName} ${member.lastName}` });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
      const box = await button.boundingBox();
      expect(box && box.x + box.width, `${action} ${member.firstName} at ${width}px`).toBeLessThanOrEqual(width);
    }
  }
  const scrolls = await table.evaluate((region) => region.scrollWidth > region.clientWidth);
  expect(scrolls, `the members table scrolls sideways at ${width}px`).toBe(false);
  await expectNoHorizontalOverflow(page);
}

/** Each filter shows its whole chosen text: none is cut by the width of its box. */
async function expectWholeFilterLabels(page: Page) {
  const cut = await page.getByRole("search", { name: "Find members" }).evaluate((search) => {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) return ["no canvas"];
    return [...search.querySelectorAll("select")].flatMap((select) => {
      const style = getComputedStyle(select);
      context.font = style.font;
      const text = select.options[select.selectedIndex]?.text ?? "";
      const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      // The native arrow sits inside the box: leave it 20 px.
      return context.measureText(text).width > room - 20 ? [text] : [];
    });
  });
  expect(cut, "filters whose label is cut").toEqual([]);
}

for (const width of [1280, 1024]) {
  test(`the members table keeps every member's actions on screen at ${width} px`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the desktop widths");
    await page.setViewportSize({ width, height: 900 });
    await openOrganization(page);
    await expectWholeFilterLabels(page);
    await page
      .getByRole("search", { name: "Find members" })
      .getByLabel("Practice area")
      .selectOption("Intellectual Property");
    await expectWholeFilterLabels(page);
    await page.getByRole("search", { name: "Find members" }).getByLabel("Practice area").selectOption("");
    await expectActionsOnScreen(page, width);
    await expectNoA11yViolations(page);
    await shoot(page, testInfo, `members-${width}`);
  });
}

test("the members are cards with their actions on a 375 px phone", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the phone width");
  await openOrganization(page);
  await expect(page.getByRole("region", { name: "Members table" }).getByRole("table")).toHaveCount(0);
  await expectWholeFilterLabels(page);
  await expectActionsOnScreen(page, 375);
  await expectNoA11yViolations(page);
  await shoot(page, testInfo, "members-375");
});
