import { readFile } from "node:fs/promises";
import { citeCheckText } from "@paralex/shared/cite-check-text";
import { paths } from "@paralex/shared/routes";
import type { Page } from "@playwright/test";
import { Document, Packer, Paragraph } from "docx";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expectNoA11yViolations } from "../support/a11y";
import { testWithSignedInAccount } from "../support/accounts";
import { subscribeThroughCheckout } from "../support/checkout";
import { expect, expectNoHorizontalOverflow } from "../support/fixtures";
import { testWithSeededOrganization } from "../support/organization";

// An associate checks a brief's citations: uploads a Word draft and a PDF, watches the check run, reads the
// report (an invented case impossible to miss), opens a verified case's opinion, downloads the PDF report and
// deletes the check. Someone whose organization holds neither product is sent to the subscriptions page.

/** A brief whose invented case is new to the shared index on every run, so the source is asked and progress shows. */
function briefOf(inventedVolume: number) {
  return [
    "A complaint must state a plausible claim. Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 556 (2007).",
    "The same rule governs every civil action. Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009).",
    `Airlines must answer for it. Varghese v. China Southern Airlines Co., ${inventedVolume} F.3d 1339 (11th Cir. 2019).`,
    "Mail fraud is defined at 18 U.S.C. § 1341.",
  ];
}
const inventedVolume = () => 100 + Math.floor(Math.random() * 890);

const test = testWithSeededOrganization({
  prefix: "cite",
  admin: { firstName: "Thurgood", lastName: "Marshall" },
  prepare: (request, organization) => subscribeThroughCheckout(request, organization, 1, "Basic"),
});

async function docxOf(paragraphs: string[]): Promise<Buffer> {
  const document = new Document({ sections: [{ children: paragraphs.map((text) => new Paragraph(text)) }] });
  return Packer.toBuffer(document);
}

async function pdfOf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  for (const [index, line] of lines.entries()) page.drawText(line, { x: 36, y: 760 - index * 18, size: 9, font });
  return Buffer.from(await pdf.save());
}

async function uploadAndWait(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.goto(paths.dashboardCiteCheck);
  await expect(page.getByRole("heading", { level: 1, name: "Cite Check" })).toBeVisible();
  await page.getByLabel(citeCheckText.dropZoneLabel).setInputFiles({ name, mimeType, buffer });
  await page.getByRole("button", { name: "Check citations" }).click();
  await expect(page).toHaveURL(/\/dashboard\/cite-check\/[0-9a-f-]{36}\/$/);
  // The source answers slowly: the progress is shown while the check runs.
  await expect(page.getByRole("status")).toContainText(/Checked \d+ of \d+ citations|Waiting to start/);
  await expect(page.getByRole("heading", { name: "Report" })).toBeVisible({ timeout: 20_000 });
}

test("a Word draft: progress, the report, the opinion, the PDF report, then deletion", async ({
  page,
  context,
  consoleGuard,
}) => {
  const volume = inventedVolume();
  await uploadAndWait(
    page,
    "brief.docx",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    await docxOf(briefOf(volume)),
  );

  const citations = page.getByRole("list", { name: "Citations in document order" }).getByRole("listitem");
  await expect(citations.filter({ has: page.locator(":scope > div") })).toHaveCount(4);
  await expect(page.getByRole("listitem", { name: "Citation 1: Verified" })).toContainText("550 U.S. 544");
  const invented = page.getByRole("listitem", { name: "Citation 3: Not found" });
  await expect(invented).toContainText(`${volume} F.3d 1339`);
  await expect(invented.locator("mark")).toHaveText(`${volume} F.3d 1339 (11th Cir. 2019)`);
  await expect(page.getByRole("listitem", { name: "Citation 4: Recognised (not verified)" })).toContainText(
    "18 U.S.C. § 1341",
  );
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);

  const [opinion] = await Promise.all([
    context.waitForEvent("page"),
    page
      .getByRole("link", { name: /Bell Atlantic Corp. v. Twombly, Supreme Court of the United States, 21st May 2007/ })
      .click(),
  ]);
  await expect(opinion.getByRole("heading", { name: "Bell Atlantic Corp. v. Twombly" })).toBeVisible();
  await opinion.close();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cite-check-.+\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

  const checkUrl = page.url();
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
  await page.getByRole("button", { name: "Delete check" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this cite check?" });
  await dialog.getByRole("button", { name: "Delete Check" }).click();
  await expect(page).toHaveURL(/\/dashboard\/cite-check\/$/);
  await page.goto(checkUrl);
  await expect(page.getByRole("alert")).toHaveText("Cite check not found.");
});

test("a PDF draft's text layer is checked", async ({ page }) => {
  await uploadAndWait(page, "brief.pdf", "application/pdf", await pdfOf(briefOf(inventedVolume())));

  await expect(page.getByRole("listitem", { name: "Citation 2: Verified" })).toContainText("Ashcroft v. Iqbal");
  await expect(page.getByRole("listitem", { name: "Citation 3: Not found" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "1 of 4 citations needs attention: 1 to fix." })).toBeVisible();
  await page.getByRole("link", { name: citeCheckText.allChecks }).click();
  const checks = page.getByRole("list", { name: citeCheckText.listLabel });
  await expect(checks.getByRole("link", { name: /brief\.pdf/ }).first()).toContainText(
    "4 citations, 1 needs attention",
  );
  await expectNoA11yViolations(page);
});

const unsubscribed = testWithSignedInAccount({ label: "cite-none", firstName: "Sandra", lastName: "Day" });

unsubscribed(
  "someone without Federal Criminal or Civil Litigation is sent to the subscriptions page",
  async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 403/);
    await page.goto(`${paths.dashboardCiteCheck}?area=2`);

    await expect(page).toHaveURL(/\/dashboard\/subscriptions\/\?error=no-subscription&product=Civil%20Litigation$/);
    await expect(page.getByText(/Civil Litigation/).first()).toBeVisible();
  },
);
