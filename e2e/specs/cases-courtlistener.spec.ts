import { caseLawSourcesText } from "@paralex/shared/case-law-sources";
import { courtListenerDocketText } from "@paralex/shared/courtlistener-dockets";
import { courtListenerNoticeText } from "@paralex/shared/courtlistener-follow-notice";
import { docketAlertWarnings } from "@paralex/shared/docket-alert-warnings";
import { formatOrdinalDate } from "@paralex/shared/format-date";
import { paths } from "@paralex/shared/routes";
import { type APIRequestContext, type Locator, request as playwrightRequest } from "@playwright/test";
import { COURTLISTENER_URL } from "../playwright.config";
import { expectNoA11yViolations } from "../support/a11y";
import { logInThroughApi, openPageAs, type SignedInAccount } from "../support/accounts";
import { subscribeThroughCheckout } from "../support/checkout";
import { type MailboxMessage, uniqueSequence } from "../support/court-notices";
import { expect, expectNoHorizontalOverflow } from "../support/fixtures";
import { testWithSeededOrganization } from "../support/organization";
import { screenshot } from "../support/screenshots";

// A case the firm is not counsel in: a member follows it on CourtListener from the case page (the docket looked up
// by court and number, a docket alert subscribed at the fake CourtListener), an entry filed there reaches the
// server's webhook as CourtListener's docket-alert event and shows on the docket with its source, the member's
// alert lands in the mailbox. CourtListener's old docket alerts report then warns of the alert and disables it: the
// card says so, the Admin's sources page counts it, and "Follow again" re-enables it at CourtListener (its PATCH).
// Unfollowing deletes the alert at CourtListener.

const test = testWithSeededOrganization({
  prefix: "cases-cl",
  admin: { firstName: "Constance", lastName: "Motley" },
  // The Admin's case-law sources page, which counts the disabled alert, is the cite check's: it needs a subscription.
  prepare: (request, organization) => subscribeThroughCheckout(request, organization, 1, "Basic"),
  members: (label) => [
    {
      firstName: "Charles",
      lastName: "Houston",
      email: `e2e-cases-cl-member-${label}@example.com`,
      position: "Associate",
      role: "Employee",
      products: [2],
    },
  ],
});

const TOKEN = "e2e-courtlistener-token";

interface FakeDocket {
  id: number;
}

/**
 * Clicks until CourtListener's request budget, shared with the cite checks of every spec (6 a minute, decision 077),
 * lets the request through, as a person would: a refusal (429) names the minute after which to try again.
 */
async function clickThroughBudget(card: Locator, button: Locator, method: "POST" | "DELETE") {
  for (let attempt = 1; ; attempt += 1) {
    const [response] = await Promise.all([
      card
        .page()
        .waitForResponse(
          (answer) => new URL(answer.url()).pathname.endsWith("/courtlistener") && answer.request().method() === method,
          { timeout: 60_000 },
        ),
      button.click(),
    ]);
    if (response.ok()) return;
    const refused = await response.text();
    const until = /after (\d\d):(\d\d) UTC/.exec(refused);
    if (response.status() !== 429 || !until || attempt === 3) {
      throw new Error(`The case's CourtListener request answered ${response.status()} (try ${attempt}): ${refused}`);
    }
    await expect(card.getByRole("alert")).toContainText("Try again after");
    const next = new Date();
    next.setUTCHours(Number(until[1]), Number(until[2]) + 1, 0, 0);
    await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(next.getTime() - Date.now(), 0), 70_000)));
  }
}

/** The day a moment falls on in the browser's time zone, as the pages write it. */
function dayInBrowser(at: Date, timeZone = "UTC"): string {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone }).format(at).split("-").map(Number);
  return formatOrdinalDate(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
}

/** Has the fake CourtListener send its old docket alerts report (webhook event 4) for the account's alerts. */
async function sendOldAlertsReport(
  courtListener: APIRequestContext,
  dockets: { old_dockets?: number[]; disabled_dockets?: number[] },
) {
  const sent = await courtListener.post("/__fake/old-docket-alerts", { data: dockets });
  expect(await sent.json()).toEqual({ sent: true, status: 200 });
}

/** Reloads the page until the card's notice says what is expected (the report is filed in a job). */
async function expectNoticeAfterReload(card: Locator, text: string) {
  await expect(async () => {
    await card.page().reload();
    await expect(card.getByRole("note")).toContainText(text, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * The address's lines as the browser lays them out (each character's box read through a Range): the address must
 * wrap only before its "+", "@" or a dot, never inside a word or at one of its hyphens.
 */
async function expectAddressWrapsOnlyBeforeMarks(address: Locator) {
  const lines = await address.evaluate((element) => {
    const found: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const top = range.getBoundingClientRect().top;
        const line = found.at(-1);
        if (line && Math.abs(line.top - top) < 4) line.text += text[index];
        else found.push({ top, text: text[index] ?? "" });
      }
    }
    return found.map((line) => line.text);
  });
  expect(lines.join("")).toBe(await address.textContent());
  for (const line of lines.slice(1)) expect(line, `the address's lines: ${lines.join(" / ")}`).toMatch(/^[+@.]/);
}

const accessTokenOf = (account: SignedInAccount) =>
  account.storageState.origins[0]?.localStorage.find((item) => item.name === "access")?.value ?? "";

/** The account's docket alerts at the fake CourtListener, by docket. */
/** The account's docket alert on a docket at the fake CourtListener. */
async function alertOf(courtListener: APIRequestContext, docketId: number) {
  const answer = await courtListener.get("/api/rest/v4/docket-alerts/", {
    headers: { authorization: `Token ${TOKEN}` },
  });
  const { results } = (await answer.json()) as { results: { id: number; docket: number; alert_type: number }[] };
  return results.find((alert) => alert.docket === docketId);
}

async function alertedDockets(courtListener: APIRequestContext): Promise<number[]> {
  const answer = await courtListener.get("/api/rest/v4/docket-alerts/", {
    headers: { authorization: `Token ${TOKEN}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { results: { docket: number }[] }).results.map((alert) => alert.docket);
}

test("a member follows a case on CourtListener; its docket alert fills the docket, is re-enabled once CourtListener disables it; unfollowing deletes it", async ({
  browser,
  page: adminPage,
  request,
  baseURL,
  organization,
}, testInfo) => {
  test.setTimeout(300_000);
  const courtListener = await playwrightRequest.newContext({ baseURL: COURTLISTENER_URL });
  const member = await logInThroughApi(
    request,
    String(baseURL),
    `e2e-cases-cl-member-${organization.label}@example.com`,
  );
  const sequence = uniqueSequence();
  const caseName = `Larkspur Mills v. Ondine Freight ${testInfo.project.name} ${sequence}`;
  const added = await request.post("/api/cases", {
    headers: { authorization: `Bearer ${accessTokenOf(member)}` },
    data: { courtId: "nysd", docketNumber: `1:25-cv-${sequence}-JMF`, caseName },
  });
  expect(added.status(), await added.text()).toBe(201);
  const caseId = ((await added.json()) as { id: string }).id;
  // CourtListener writes the number its own way (office number, zero-padded, no judge): found by its core.
  const created = await courtListener.post("/__fake/dockets", {
    data: { court_id: "nysd", docket_number: `1:25-cv-${sequence}`, case_name: caseName },
  });
  expect(created.status()).toBe(201);
  const docket = (await created.json()) as FakeDocket;

  const { context, page } = await openPageAs(browser, testInfo, String(baseURL), member);
  await page.goto(paths.dashboardCase(caseId));
  await expect(page.getByRole("heading", { level: 1, name: caseName })).toBeVisible();
  const card = page.getByRole("region", { name: "CourtListener" });
  await expect(card).toContainText(courtListenerDocketText.hint);
  await clickThroughBudget(card, card.getByRole("button", { name: courtListenerDocketText.follow }), "POST");
  await expect(card).toContainText(courtListenerDocketText.following);
  await expect(card.getByRole("button", { name: courtListenerDocketText.unfollow })).toBeEnabled();
  expect(await alertedDockets(courtListener)).toContain(docket.id);

  const filed = await courtListener.post(`/__fake/dockets/${docket.id}/entries`, {
    data: {
      entries: [
        {
          entry_number: 17,
          date_filed: "2025-06-02",
          description: "MEMORANDUM OPINION AND ORDER denying the motion to dismiss.",
        },
      ],
    },
  });
  expect(await filed.json()).toEqual({ sent: true, status: 200 });

  const docketList = page.getByRole("list", { name: "Docket entries" });
  const entry = docketList.getByRole("listitem").filter({ hasText: "denying the motion to dismiss" });
  await expect(async () => {
    await page.reload();
    await expect(entry).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(entry).toContainText("Source: CourtListener");
  await expect(entry).toContainText("Filed 2nd June 2025");
  await expect(entry.getByRole("link", { name: /Document 17: Main Document/ })).toHaveAttribute(
    "href",
    `${COURTLISTENER_URL}/docket/${docket.id}/17/larkspur-mills-v-ondine-freight-${testInfo.project.name}-${sequence}/`,
  );
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
  await screenshot(page, testInfo, "case-courtlistener");
  const plusAddress = page.locator("code").filter({ hasText: /\+.*@/ });
  await expectAddressWrapsOnlyBeforeMarks(plusAddress);
  if (testInfo.project.name === "desktop") {
    await page.setViewportSize({ width: 1024, height: 800 });
    await expectAddressWrapsOnlyBeforeMarks(plusAddress);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, testInfo, "case-courtlistener-1024");
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  await expect
    .poll(
      async () => {
        const mails = (await (await request.get("/api/dev/mailbox")).json()) as MailboxMessage[];
        return mails.filter(
          (mail) =>
            mail.to.toLowerCase() === member.email.toLowerCase() &&
            mail.subject.includes(caseName) &&
            mail.text.includes("denying the motion to dismiss"),
        ).length;
      },
      { message: "the member's alert of the CourtListener entry", timeout: 30_000 },
    )
    .toBe(1);

  // The docket has gone quiet: CourtListener's report first warns that it will disable the alert, then disables it.
  const reportDay = dayInBrowser(new Date(), testInfo.project.use.timezoneId);
  await sendOldAlertsReport(courtListener, { old_dockets: [docket.id] });
  await expectNoticeAfterReload(card, courtListenerNoticeText.stale(reportDay));
  await sendOldAlertsReport(courtListener, { disabled_dockets: [docket.id] });
  await expectNoticeAfterReload(card, courtListenerNoticeText.disabled(reportDay));
  expect((await alertOf(courtListener, docket.id))?.alert_type).toBe(0);
  const ignored = await courtListener.post(`/__fake/dockets/${docket.id}/entries`, {
    data: { entries: [{ entry_number: 18, description: "ORDER sent to nobody." }] },
  });
  expect(await ignored.json()).toEqual({ sent: false });
  const followAgain = card.getByRole("button", { name: courtListenerNoticeText.followAgain, exact: true });
  await expect(followAgain).toBeEnabled();
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
  await screenshot(page, testInfo, "case-courtlistener-disabled");

  await adminPage.goto(paths.dashboardCaseLawSources);
  const sources = adminPage.getByRole("region", { name: caseLawSourcesText.courtListenerTitle });
  const [disabledWarning] = docketAlertWarnings({ staleFollows: 0, disabledFollows: 1 });
  await expect(sources).toContainText(String(disabledWarning));
  await expectNoA11yViolations(adminPage);
  await screenshot(adminPage, testInfo, "sources-disabled-follow");

  await clickThroughBudget(card, followAgain, "POST");
  await expect(page.getByText(courtListenerNoticeText.followedAgain)).toBeVisible();
  await expect(card.getByRole("note")).toHaveCount(0);
  await expect(card).toContainText(courtListenerDocketText.following);
  const patches = await (await courtListener.get(`/__fake/docket-alert-patches?docket=${docket.id}`)).json();
  expect(patches).toEqual([expect.objectContaining({ docket: docket.id, alert_type: 1 })]);
  expect((await alertOf(courtListener, docket.id))?.alert_type).toBe(1);
  await adminPage.reload();
  await expect(sources).toContainText("Docket alerts:");
  await expect(sources).not.toContainText(String(disabledWarning));

  await clickThroughBudget(card, card.getByRole("button", { name: courtListenerDocketText.unfollow }), "DELETE");
  await expect(card).toContainText(courtListenerDocketText.hint);
  await expect(card.getByRole("button", { name: courtListenerDocketText.follow })).toBeEnabled();
  expect(await alertedDockets(courtListener)).not.toContain(docket.id);
  await courtListener.dispose();
  await context.close();
});
