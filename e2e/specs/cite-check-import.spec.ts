import { caseLawSourcesText } from "@paralex/shared/case-law-sources";
import { citeCheckMessages } from "@paralex/shared/cite-check";
import { citeCheckText } from "@paralex/shared/cite-check-text";
import { paths } from "@paralex/shared/routes";
import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { createSignedInAccount, type SignedInAccount } from "../support/accounts";
import { payerOf, subscribeThroughCheckout } from "../support/checkout";
import { type BulkCase, bulkImportArgs, runCitationsImport, writeBulkData } from "../support/citations-import";
import { test as base, expect, expectNoHorizontalOverflow } from "../support/fixtures";
import { startFreshInstallation } from "../support/fresh-installation";
import { createScratchDatabase, isPostgresReachable, postgresServer } from "../support/scratch-database";
import { screenshot } from "../support/screenshots";

// A firm with no CourtListener token checks a brief: nothing can be checked. Its operator imports Free Law Project's
// bulk data from the command line while the server runs; the Admin checks the same brief again and reads a verified
// case, an invented one that is not found, and a real case at the wrong citation, with the right one named.
// The importer is another process, so the installation runs on a PostgreSQL database of its own: without PostgreSQL
// (only the embedded database on this machine) the spec skips.

interface Installation {
  baseURL: string;
  databaseUrl: string;
  admin: SignedInAccount;
}

/**
 * The installation of this worker on a scratch PostgreSQL database, with its Admin signed up and subscribed; null when
 * PostgreSQL is not reachable (Playwright's own fixtures read baseURL even for a skipped test, so this one answers).
 */
const test = base.extend<object, { installation: Installation | null }>({
  installation: [
    async ({ playwright }, use, workerInfo) => {
      if (!(await isPostgresReachable())) return use(null);
      const database = await createScratchDatabase(`import_${workerInfo.project.name}`);
      try {
        const fresh = await startFreshInstallation({ databaseUrl: database.url });
        try {
          const request = await playwright.request.newContext({ baseURL: fresh.baseURL });
          const admin = await createSignedInAccount(request, fresh.baseURL, {
            label: `import-${workerInfo.project.name}`,
            firstName: "Constance",
            lastName: "Motley",
          });
          await subscribeThroughCheckout(request, payerOf(admin), 1, "Basic");
          await request.dispose();
          await use({ baseURL: fresh.baseURL, databaseUrl: database.url, admin });
        } finally {
          await fresh.stop();
        }
      } finally {
        await database.drop();
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ installation, baseURL }, use) => use(installation?.baseURL ?? baseURL),
  storageState: async ({ installation, storageState }, use) => use(installation?.admin.storageState ?? storageState),
});

test.skip(
  ({ installation }) => installation === null,
  `PostgreSQL is not reachable at ${postgresServer()} (E2E_POSTGRES_URL): a command-line import cannot reach the embedded database of a running server`,
);

const SUPREME_COURT = { id: "scotus", fullName: "Supreme Court of the United States", shortName: "Supreme Court" };

/** The bulk file: two real cases, each with its parallel Supreme Court Reporter citation. */
const BULK_CASES: BulkCase[] = [
  {
    clusterId: 107252,
    docketId: 1,
    caseName: "Miranda v. Arizona",
    dateFiled: "1966-06-13",
    slug: "miranda-v-arizona",
    court: SUPREME_COURT,
    citations: [
      { volume: 384, reporter: "U.S.", page: 436 },
      { volume: 86, reporter: "S. Ct.", page: 1602 },
    ],
  },
  {
    clusterId: 106545,
    docketId: 2,
    caseName: "Gideon v. Wainwright",
    dateFiled: "1963-03-18",
    slug: "gideon-v-wainwright",
    court: SUPREME_COURT,
    citations: [
      { volume: 372, reporter: "U.S.", page: 335 },
      { volume: 83, reporter: "S. Ct.", page: 792 },
    ],
  },
];

/** A real case, an invented one at a citation no case holds, and a real case at the wrong page. */
const BRIEF = [
  "Statements taken in custody without warnings are excluded. Miranda v. Arizona, 384 U.S. 436 (1966).",
  "A widget maker owes its buyers that duty. Smith v. Jonesboro Widget Co., 999 F.3d 1234 (4th Cir. 2021).",
  "A defendant who cannot pay is given counsel. Gideon v. Wainwright, 372 U.S. 999 (1963).",
].join("\n\n");

/** Pastes the brief on the Cite Check page and waits for its report. */
async function checkBrief(page: Page, headline: string) {
  await page.goto(paths.dashboardCiteCheck);
  await expect(page.getByRole("heading", { level: 1, name: citeCheckText.pageTitle })).toBeVisible();
  await page.getByLabel(citeCheckText.pasteLabel).fill(BRIEF);
  await page.getByRole("button", { name: citeCheckText.submit }).click();
  await expect(page).toHaveURL(/\/dashboard\/cite-check\/[0-9a-f-]{36}\/$/);
  await expect(page.getByRole("heading", { name: headline })).toBeVisible({ timeout: 20_000 });
}

test("after a command-line import of bulk data, the brief is checked again: verified, not found and the right citation", async ({
  page,
  installation,
}, testInfo) => {
  // Before any import there is no source: nothing is checked, and the report says so.
  await checkBrief(page, "3 citations could not be checked.");
  for (const index of [1, 2, 3]) {
    await expect(page.getByRole("listitem", { name: `Citation ${index}: Unchecked` })).toContainText(
      citeCheckMessages.noSourceForAdmin,
    );
  }
  await expect(page.getByRole("region", { name: "3 citations could not be checked." })).toContainText(
    citeCheckText.noSourceForAdmin,
  );
  await screenshot(page, testInfo, "report-before-import");

  // The operator imports the bulk files from the command line while the server runs.
  const files = await writeBulkData(testInfo.outputPath("bulk-data"), BULK_CASES);
  // Not null: the test is skipped without PostgreSQL.
  const { databaseUrl } = installation as Installation;
  const imported = await runCitationsImport(databaseUrl, bulkImportArgs(files));
  expect(imported.code, `the importer failed:\n${imported.stdout}\n${imported.stderr}`).toBe(0);
  expect(imported.stdout).toContain("imported 4 new cases");

  // The Admin sees the index filled, then checks the same brief again.
  await page.goto(paths.dashboardCaseLawSources);
  const index = page.getByRole("region", { name: caseLawSourcesText.localIndexTitle });
  await expect(index).toContainText(caseLawSourcesText.indexSize(4));
  await expect(index).not.toContainText(caseLawSourcesText.neverImported);

  const headline = "2 of 3 citations need attention: 2 to fix.";
  await checkBrief(page, headline);
  await expect(page.getByRole("region", { name: headline })).not.toContainText(citeCheckText.noSourceForAdmin);
  await expect(page.getByRole("link", { name: citeCheckText.setUpSource })).toHaveCount(0);

  const citations = page.getByRole("list", { name: citeCheckText.inOrder });
  await expect(citations.getByRole("listitem").filter({ has: page.locator(":scope > div") })).toHaveCount(3);

  const verified = citations.getByRole("listitem", { name: "Citation 1: Verified" });
  await expect(verified).toContainText("384 U.S. 436");
  await expect(
    verified.getByRole("link", { name: /^Miranda v\. Arizona, Supreme Court of the United States, 13th June 1966/ }),
  ).toHaveAttribute("href", "https://www.courtlistener.com/opinion/107252/miranda-v-arizona/");

  const invented = citations.getByRole("listitem", { name: "Citation 2: Not found" });
  await expect(invented.locator("mark")).toHaveText("999 F.3d 1234 (4th Cir. 2021)");
  await expect(invented).toContainText(
    /No case is reported at this volume, reporter and page: it is not in the index imported on \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}\./,
  );

  const misplaced = citations.getByRole("listitem", { name: "Citation 3: Mismatch" });
  await expect(misplaced.locator("mark")).toHaveText("372 U.S. 999 (1963)");
  await expect(misplaced).toContainText(
    citeCheckMessages.citedElsewhere("Gideon v. Wainwright", "372 U.S. 335", "372 U.S. 999"),
  );
  await expect(
    misplaced.getByRole("link", {
      name: /^Gideon v\. Wainwright, Supreme Court of the United States, 18th March 1963/,
    }),
  ).toHaveAttribute("href", "https://www.courtlistener.com/opinion/106545/gideon-v-wainwright/");

  const counts = page.getByLabel(citeCheckText.byVerdict);
  await expect(counts).toContainText("Verified");
  await expect(counts).toContainText("Not found");
  await expect(counts).toContainText("Mismatch");

  await expectNoA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, testInfo, "report-after-import");
});
