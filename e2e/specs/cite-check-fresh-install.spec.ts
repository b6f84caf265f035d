import { caseLawSourcesText } from "@paralex/shared/case-law-sources";
import { citeCheckMessages } from "@paralex/shared/cite-check";
import { citeCheckText } from "@paralex/shared/cite-check-text";
import { paths } from "@paralex/shared/routes";
import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { createSignedInAccount, logInThroughApi, openPageAs, type SignedInAccount } from "../support/accounts";
import { payerOf, subscribeThroughCheckout } from "../support/checkout";
import { test as base, expect, expectNoHorizontalOverflow, tabUntilFocused } from "../support/fixtures";
import { startFreshInstallation } from "../support/fresh-installation";
import { addMembersThroughInvitations } from "../support/organization";
import { screenshot } from "../support/screenshots";

// A firm installs the product and checks a brief before connecting any case-law source. The report must not read
// as an all-clear: it says the citations could not be checked, and who can fix that and where. The Admin renames a
// check and finds it by its name in the list; a Member is told to ask the Admin.

interface Installation {
  baseURL: string;
  admin: SignedInAccount;
  member: SignedInAccount;
}

const test = base.extend<object, { installation: Installation }>({
  installation: [
    async ({ playwright }, use, workerInfo) => {
      const fresh = await startFreshInstallation();
      const request = await playwright.request.newContext({ baseURL: fresh.baseURL });
      const label = `${workerInfo.project.name}${Date.now().toString(36)}`;
      const admin = await createSignedInAccount(request, fresh.baseURL, {
        label: `fresh-${label}`,
        firstName: "Ruth",
        lastName: "Ginsburg",
      });
      await subscribeThroughCheckout(request, payerOf(admin), 1, "Basic");
      const memberEmail = `e2e-fresh-member-${label}@example.com`;
      await addMembersThroughInvitations(request, admin, [
        {
          firstName: "John",
          lastName: "Marshall",
          email: memberEmail,
          position: "Associate",
          role: "Employee",
          products: [1],
        },
      ]);
      const member = await logInThroughApi(request, fresh.baseURL, memberEmail);
      await request.dispose();
      await use({ baseURL: fresh.baseURL, admin, member });
      await fresh.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ installation }, use) => use(installation.baseURL),
  storageState: async ({ installation }, use) => use(installation.admin.storageState),
});

/** Three case citations that an empty index cannot know, one of them invented. */
const BRIEF = [
  "A complaint must state a plausible claim. Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 556 (2007).",
  "The same rule governs every civil action. Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009).",
  "Airlines must answer for it. Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019).",
].join("\n\n");

async function waitForReport(page: Page, headline: string) {
  await expect(page).toHaveURL(/\/dashboard\/cite-check\/[0-9a-f-]{36}\/$/);
  await expect(page.getByRole("heading", { name: headline })).toBeVisible({ timeout: 20_000 });
}

test("a new installation's report says the citations could not be checked, and the Admin where to fix it", async ({
  page,
}, testInfo) => {
  await page.goto(paths.dashboardCiteCheck);
  await expect(page.getByRole("heading", { level: 1, name: citeCheckText.pageTitle })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, testInfo, "new-check");

  // The drop zone, with the keyboard alone: Tab to it, Space opens the file picker, Tab on to the button.
  const dropZone = page.getByLabel(citeCheckText.dropZoneLabel);
  await tabUntilFocused(page, dropZone);
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.keyboard.press("Space")]);
  await chooser.setFiles({ name: "brief.txt", mimeType: "text/plain", buffer: Buffer.from(BRIEF) });
  await expect(page.getByText(citeCheckText.chosenFile("brief.txt"))).toBeVisible();
  await tabUntilFocused(page, page.getByRole("button", { name: citeCheckText.submit }));
  await page.keyboard.press("Enter");

  await waitForReport(page, "3 citations could not be checked.");
  await expect(page.getByRole("heading", { level: 1, name: "brief.txt" })).toBeVisible();
  const headline = page.getByRole("region", { name: "3 citations could not be checked." });
  await expect(headline).toContainText(citeCheckText.noSourceForAdmin);
  await expect(page.getByRole("listitem", { name: "Citation 3: Unchecked" })).toContainText(
    citeCheckMessages.noSourceForAdmin,
  );
  await expect(page.getByRole("listitem", { name: "Citation 3: Unchecked" }).locator("mark")).toHaveText(
    "925 F.3d 1339 (11th Cir. 2019)",
  );
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, testInfo, "report-no-source");

  await headline.getByRole("link", { name: citeCheckText.setUpSource }).click();
  await expect(page).toHaveURL(/\/dashboard\/organization\/case-law-sources\/$/);
  await expect(page.getByRole("heading", { level: 1, name: caseLawSourcesText.pageTitle })).toBeVisible();
  const courtListener = page.getByRole("region", { name: caseLawSourcesText.courtListenerTitle });
  await expect(courtListener).toContainText(caseLawSourcesText.notConnected);
  await expect(courtListener).toContainText(caseLawSourcesText.quotaLeft(0, 1000));
  const index = page.getByRole("region", { name: caseLawSourcesText.localIndexTitle });
  await expect(index).toContainText(caseLawSourcesText.indexSize(0));
  await expect(index).toContainText(caseLawSourcesText.neverImported);
  await expect(page.getByRole("region", { name: caseLawSourcesText.howToAddTitle })).toContainText(
    "COURTLISTENER_API_TOKEN",
  );
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, testInfo, "case-law-sources");

  await page.goto(paths.dashboardOrganization);
  await page.getByRole("link", { name: caseLawSourcesText.organizationLink }).click();
  await expect(page.getByRole("heading", { level: 1, name: caseLawSourcesText.pageTitle })).toBeVisible();
});

test("the Admin renames a pasted check, with its page breaks, and finds it by its new name in the list", async ({
  page,
}, testInfo) => {
  await page.goto(paths.dashboardCiteCheck);
  await page
    .getByLabel(citeCheckText.pasteLabel)
    .fill("Opposition to the motion.\fPage two: Roe v. Wade, 410 U.S. 113 (1973), decided the point.");
  await page.getByRole("button", { name: citeCheckText.submit }).click();
  await waitForReport(page, "1 citation could not be checked.");
  await expect(
    page.getByRole("heading", { level: 1, name: "Opposition to the motion. Page two: Roe v." }),
  ).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Citation 1: Unchecked" })).toContainText(
    "Page two: Roe v. Wade, 410 U.S. 113 (1973), decided the point.",
  );

  await page.getByRole("button", { name: /^Rename/ }).click();
  const name = page.getByLabel(citeCheckText.renameLabel);
  await expect(name).toBeFocused();
  await name.fill("Opposition to dismissal, draft 2");
  await name.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Opposition to dismissal, draft 2" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Rename/ })).toBeFocused();

  await page.getByRole("link", { name: citeCheckText.allChecks }).click();
  const list = page.getByRole("list", { name: citeCheckText.listLabel });
  const renamed = list.getByRole("link", { name: /Opposition to dismissal, draft 2/ });
  await expect(renamed).toContainText("1 citation, 1 needs attention");
  await expect(renamed).toContainText(/\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}, \d\d:\d\d/);
  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, testInfo, "check-list");
});

test("a Member is told to ask the Admin, and is not shown the sources", async ({ browser, installation }, testInfo) => {
  const { page, context } = await openPageAs(browser, testInfo, installation.baseURL, installation.member);
  await page.goto(paths.dashboardCiteCheck);
  await page.getByLabel(citeCheckText.pasteLabel).fill("See Roe v. Wade, 410 U.S. 113 (1973).");
  await page.getByRole("button", { name: citeCheckText.submit }).click();

  await waitForReport(page, "1 citation could not be checked.");
  await expect(page.getByRole("region", { name: "1 citation could not be checked." })).toContainText(
    citeCheckText.noSourceForMember,
  );
  await expect(page.getByRole("listitem", { name: "Citation 1: Unchecked" })).toContainText("ask your Admin");
  await expect(page.getByRole("link", { name: citeCheckText.setUpSource })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshot(page, testInfo, "report-member");

  await page.goto(paths.dashboardCaseLawSources);
  await expect(page.getByRole("status")).toContainText(caseLawSourcesText.adminsOnly);
  await expectNoA11yViolations(page);
  await context.close();
});
