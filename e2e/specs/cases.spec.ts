import { paths } from "@paralex/shared/routes";
import { INBOUND_SMTP_PORT } from "../playwright.config";
import { expectNoA11yViolations } from "../support/a11y";
import { logInThroughApi, openPageAs } from "../support/accounts";
import { COURT, type MailboxMessage, sendNotice, uniqueSequence as unique } from "../support/court-notices";
import { expect, expectNoHorizontalOverflow } from "../support/fixtures";
import { testWithSeededOrganization } from "../support/organization";
import { screenshot } from "../support/screenshots";

// A member adds a case; the court's Notice of Electronic Filing reaches the firm's agent address over SMTP; the case
// page shows the entry and the member's alert lands in the mailbox. A notice for a case nobody added waits for the
// Admin, who confirms it.

const test = testWithSeededOrganization({
  prefix: "cases",
  admin: { firstName: "Thurgood", lastName: "Marshall" },
  members: (label) => [
    {
      firstName: "Pauli",
      lastName: "Murray",
      email: `e2e-cases-member-${label}@example.com`,
      position: "Associate",
      role: "Employee",
      products: [2],
    },
  ],
});

const notify = (to: string, caseName: string, caseNumber: string, entryNumber: number, docketText: string) =>
  sendNotice(INBOUND_SMTP_PORT, to, { caseName, caseNumber, entryNumber, docketText });

test("a member adds a case; a court notice over SMTP fills its docket and mails the member", async ({
  browser,
  request,
  baseURL,
  organization,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = await logInThroughApi(request, String(baseURL), `e2e-cases-member-${organization.label}@example.com`);
  const { context, page } = await openPageAs(browser, testInfo, String(baseURL), member);

  await page.goto(paths.dashboardCases);
  await expect(page.getByRole("heading", { level: 1, name: "Cases" })).toBeVisible();
  await expect(page.getByText("No cases yet.")).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshot(page, testInfo, "cases-empty");

  await page.getByRole("link", { name: "Add a case" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a case" })).toBeVisible();
  const sequence = unique();
  const caseNumber = `1:25-cv-${sequence}-PKC`;
  const caseName = `Quillfeather Widgets, Inc. v. Borealis ${testInfo.project.name} ${sequence}`;
  const court = page.getByRole("combobox", { name: "Court" });
  await court.fill("southern new york");
  await expect(page.getByRole("option", { name: new RegExp(COURT) })).toBeVisible();
  await court.press("ArrowDown");
  await court.press("ArrowUp");
  await court.press("Enter");
  await expect(page.getByText(`Chosen: ${COURT} (nysd)`)).toBeVisible();
  await page.getByLabel("Docket number").fill(caseNumber);
  await page.getByLabel("Case name").fill(caseName);
  await page.getByLabel("Client or matter (optional)").fill("Quillfeather: discovery");
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
  await screenshot(page, testInfo, "case-new");
  await page.getByRole("button", { name: "Add a case" }).click();

  await expect(page.getByRole("heading", { level: 1, name: caseName })).toBeVisible();
  await expect(page.getByText("No docket entries yet.")).toBeVisible();
  const plusAddress = (await page.locator("code").first().textContent()) ?? "";
  expect(plusAddress).toMatch(/^[a-z0-9-]+\+25-cv-\d+@associate\.paralex\.localhost$/);
  const agentAddress = plusAddress.replace(/\+[^@]+@/, "@");

  await notify(agentAddress, caseName, caseNumber, 41, "MOTION to Compel Production of Documents.");
  await notify(agentAddress, caseName, caseNumber, 44, "ORDER granting the motion to compel.");

  let alerts: MailboxMessage[] = [];
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get("/api/dev/mailbox")).json()) as MailboxMessage[];
        alerts = mails.filter(
          (mail) => mail.to.toLowerCase() === member.email.toLowerCase() && mail.subject.includes(caseName),
        );
        return alerts.length;
      },
      { message: "the member's two alerts", timeout: 45_000 },
    )
    .toBe(2);
  expect(alerts.every((alert) => alert.subject === alerts[0]?.subject)).toBe(true);

  const docket = page.getByRole("list", { name: "Docket entries" });
  await expect(async () => {
    await page.reload();
    await expect(docket.getByRole("listitem").filter({ hasText: "Production of Documents" })).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(docket.getByRole("listitem").filter({ hasText: "ORDER granting" })).toBeVisible();
  await expect(page.getByRole("note").filter({ hasText: "We have not seen" })).toContainText(
    "We have not seen entries 42–43.",
  );
  await expect(docket).toContainText("Source: Court notice");
  await page.getByLabel("Search the docket").fill("order granting");
  await expect(page.getByText("1 of 2 entries match")).toBeVisible();
  await expect(docket.getByRole("listitem").filter({ hasText: "Production of Documents" })).toHaveCount(0);
  await page.getByLabel("Search the docket").fill("");
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
  await screenshot(page, testInfo, "case-docket");

  // Notices arriving back to back are filed by concurrent jobs, in either order, and an alert names the gaps the
  // docket has when it is written: whichever entry is filed second, its alert is the one that names 42–43.
  const alert = alerts.find((mail) => mail.text.includes("We have not seen entries 42–43"));
  expect(alert, "one of the two alerts names entries 42–43").toBeDefined();
  const mailPage = await context.newPage();
  await mailPage.setContent(alert?.html ?? "");
  await expect(mailPage.getByText("We have not seen entries 42–43.")).toBeVisible();
  await expect(mailPage.locator("body")).toContainText(
    /MOTION to Compel Production of Documents\.|ORDER granting the motion to compel\./,
  );
  await expectNoHorizontalOverflow(mailPage);
  await screenshot(mailPage, testInfo, "case-alert-mail");

  await page.goto(paths.dashboardCases);
  const item = page.getByRole("listitem").filter({ hasText: caseName });
  await expect(item).toContainText("Entry 44");
  await screenshot(page, testInfo, "cases-list");
  await context.close();
});

test("a notice for a case nobody added is proposed to the Admin, who confirms it", async ({ page }, testInfo) => {
  await page.goto(paths.dashboardInbox);
  const address = (await page.locator("code").first().textContent()) ?? "";
  const sequence = unique();
  const caseName = `Borealis Tinware v. Quillfeather ${testInfo.project.name} ${sequence}`;
  await notify(address, caseName, `1:25-cv-${sequence}`, 3, "COMPLAINT against Quillfeather Widgets, Inc.");

  await page.goto(paths.dashboardCases);
  const proposed = page.getByRole("region", { name: "Proposed from court notices" });
  const item = proposed.getByRole("listitem").filter({ hasText: caseName });
  await expect(async () => {
    await page.reload();
    await expect(item).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(item).toContainText("1 entry kept");
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
  await screenshot(page, testInfo, "cases-proposed");

  await item.getByRole("button", { name: `Confirm ${caseName}` }).click();
  const all = page.getByRole("region", { name: "All cases" });
  await expect(all.getByRole("link", { name: caseName })).toBeVisible();
  await all.getByRole("link", { name: caseName }).click();
  await expect(page.getByRole("heading", { level: 1, name: caseName })).toBeVisible();
  await expect(page.getByRole("list", { name: "Docket entries" })).toContainText("COMPLAINT against Quillfeather");

  // The Admin puts the associate on the team, then takes them off again.
  const team = page.getByRole("region", { name: "Team" });
  const associate = await team.getByRole("option", { name: /Pauli Murray/ }).getAttribute("value");
  await team.getByLabel("Person to add").selectOption(associate ?? "");
  await team.getByRole("button", { name: "Add to the team" }).click();
  await expect(team.getByRole("listitem").filter({ hasText: "Pauli Murray" })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
  await screenshot(page, testInfo, "case-team");
  await team.getByRole("button", { name: "Remove Pauli Murray from the team" }).click();
  await expect(team.getByRole("listitem").filter({ hasText: "Pauli Murray" })).toHaveCount(0);
});
