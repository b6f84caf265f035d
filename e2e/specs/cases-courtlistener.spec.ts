import { courtListenerDocketText } from "@paralex/shared/courtlistener-dockets";
import { paths } from "@paralex/shared/routes";
import { type APIRequestContext, type Locator, request as playwrightRequest } from "@playwright/test";
import { COURTLISTENER_URL } from "../playwright.config";
import { expectNoA11yViolations } from "../support/a11y";
import { logInThroughApi, openPageAs, type SignedInAccount } from "../support/accounts";
import { type MailboxMessage, screenshot, uniqueSequence } from "../support/court-notices";
import { expect, expectNoHorizontalOverflow } from "../support/fixtures";
import { testWithSeededOrganization } from "../support/organization";

// A case the firm is not counsel in: a member follows it on CourtListener from the case page (the docket looked up
// by court and number, a docket alert subscribed at the fake CourtListener), an entry filed there reaches the
// server's webhook as CourtListener's docket-alert event and shows on the docket with its source, the member's
// alert lands in the mailbox, and unfollowing deletes the alert at CourtListener.

const test = testWithSeededOrganization({
  prefix: "cases-cl",
  admin: { firstName: "Constance", lastName: "Motley" },
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

const accessTokenOf = (account: SignedInAccount) =>
  account.storageState.origins[0]?.localStorage.find((item) => item.name === "access")?.value ?? "";

/** The account's docket alerts at the fake CourtListener, by docket. */
async function alertedDockets(courtListener: APIRequestContext): Promise<number[]> {
  const answer = await courtListener.get("/api/rest/v4/docket-alerts/", {
    headers: { authorization: `Token ${TOKEN}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { results: { docket: number }[] }).results.map((alert) => alert.docket);
}

test("a member follows a case on CourtListener; its docket alert fills the docket; unfollowing deletes the alert", async ({
  browser,
  request,
  baseURL,
  organization,
}, testInfo) => {
  test.setTimeout(240_000);
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

  await clickThroughBudget(card, card.getByRole("button", { name: courtListenerDocketText.unfollow }), "DELETE");
  await expect(card).toContainText(courtListenerDocketText.hint);
  await expect(card.getByRole("button", { name: courtListenerDocketText.follow })).toBeEnabled();
  expect(await alertedDockets(courtListener)).not.toContain(docket.id);
  await courtListener.dispose();
  await context.close();
});
