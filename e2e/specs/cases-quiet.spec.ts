import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { caseText, type TCaseDetail } from "@paralex/shared/cases";
import { formatOrdinalDate } from "@paralex/shared/format-date";
import { paths } from "@paralex/shared/routes";
import type { APIRequestContext } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { createSignedInAccount, type SignedInAccount } from "../support/accounts";
import { sendNotice, uniqueSequence } from "../support/court-notices";
import { runOnEmbeddedDatabase } from "../support/embedded-database";
import { test as base, expect, expectNoHorizontalOverflow } from "../support/fixtures";
import { freePort, startFreshInstallation } from "../support/fresh-installation";
import { screenshot } from "../support/screenshots";

// A case that has heard nothing for longer than CASE_QUIET_WARNING_DAYS warns, on the cases list and on its page, that
// the court's notices may no longer reach the agent address. Only time makes a case quiet, so this spec runs its own
// installation on an embedded database kept in a folder: the firm adds two cases and a notice fills one, the server
// stops, the quiet case's dates are moved 40 days back, and the server starts again on the same data.

const QUIET_DAYS = 30;

interface QuietInstallation {
  baseURL: string;
  admin: SignedInAccount;
  quietCase: { id: string; caseName: string };
  livelyCase: { id: string; caseName: string };
  agentAddress: string;
}

const accessTokenOf = (account: SignedInAccount) =>
  account.storageState.origins[0]?.localStorage.find((item) => item.name === "access")?.value ?? "";

async function addCase(request: APIRequestContext, admin: SignedInAccount, docketNumber: string, caseName: string) {
  const added = await request.post("/api/cases", {
    headers: { authorization: `Bearer ${accessTokenOf(admin)}` },
    data: { courtId: "nysd", docketNumber, caseName },
  });
  expect(added.status(), await added.text()).toBe(201);
  return (await added.json()) as TCaseDetail;
}

const test = base.extend<object, { installation: QuietInstallation }>({
  installation: [
    async ({ playwright }, use, workerInfo) => {
      const directory = await mkdtemp(path.join(tmpdir(), "paralex-e2e-quiet-"));
      const port = await freePort();
      const smtpPort = await freePort();
      const options = {
        pgliteDir: directory,
        port,
        env: {
          JWT_SECRET: "e2e-quiet-cases-jwt-secret-that-outlives-a-restart",
          CASE_QUIET_WARNING_DAYS: String(QUIET_DAYS),
          INBOUND_SMTP_PORT: String(smtpPort),
          INBOUND_REQUIRE_AUTHENTICATED_SENDER: "false",
          INBOUND_COURT_SENDERS: "@nysd.uscourts.gov",
        },
      };
      try {
        let fresh = await startFreshInstallation(options);
        const request = await playwright.request.newContext({ baseURL: fresh.baseURL });
        const name = workerInfo.project.name;
        const admin = await createSignedInAccount(request, fresh.baseURL, {
          label: `quiet-${name}`,
          firstName: "Jane",
          lastName: "Bolin",
        });
        const sequence = uniqueSequence();
        const quiet = await addCase(request, admin, `1:24-cv-${sequence}-LAK`, `Silent Brook Mills v. Ferrow ${name}`);
        const lively = await addCase(request, admin, `1:25-cv-${sequence}-VEC`, `Lively Docket LLC v. Oake ${name}`);
        await sendNotice(smtpPort, quiet.agentAddress, {
          caseName: quiet.caseName,
          caseNumber: `1:24-cv-${sequence}-LAK`,
          entryNumber: 12,
          docketText: "SCHEDULING ORDER: discovery due by 4/30/2024.",
        });
        await expect
          .poll(
            async () => {
              const answer = await request.get(`/api/cases/${quiet.id}`, {
                headers: { authorization: `Bearer ${accessTokenOf(admin)}` },
              });
              return ((await answer.json()) as TCaseDetail).entries.length;
            },
            { message: "the notice filed on the quiet case", timeout: 30_000 },
          )
          .toBe(1);
        await request.dispose();
        await fresh.stop();

        // Forty days ago, at 16:00 UTC: the same date in UTC and in the browser's New York.
        const fortyDaysAgo = "date_trunc('day', now()) - interval '40 days' + interval '16 hours'";
        await runOnEmbeddedDatabase(
          directory,
          `update cases set created_at = now() - interval '75 days', last_entry_at = ${fortyDaysAgo}
             where id = '${quiet.id}';
           update docket_entries set learned_at = ${fortyDaysAgo} where case_id = '${quiet.id}';`,
        );
        fresh = await startFreshInstallation(options);
        try {
          await use({
            baseURL: fresh.baseURL,
            admin,
            quietCase: { id: quiet.id, caseName: quiet.caseName },
            livelyCase: { id: lively.id, caseName: lively.caseName },
            agentAddress: quiet.agentAddress,
          });
        } finally {
          await fresh.stop();
        }
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 240_000 },
  ],
  baseURL: async ({ installation }, use) => use(installation.baseURL),
  storageState: async ({ installation }, use) => use(installation.admin.storageState),
});

test("a case silent for longer than the quiet-case days warns on the cases list and on its page", async ({
  page,
  request,
  installation,
}, testInfo) => {
  const { quietCase, livelyCase, agentAddress, admin } = installation;
  const answer = await request.get(`/api/cases/${quietCase.id}`, {
    headers: { authorization: `Bearer ${accessTokenOf(admin)}` },
  });
  const quietSince = ((await answer.json()) as TCaseDetail).quietSince ?? "";
  expect(Date.now() - Date.parse(quietSince)).toBeGreaterThan(QUIET_DAYS * 24 * 60 * 60 * 1000);
  const warning = caseText.quietWarning(formatOrdinalDate(quietSince), agentAddress);

  await page.goto(paths.dashboardCases);
  await expect(page.getByRole("heading", { level: 1, name: "Cases" })).toBeVisible();
  const quietItem = page.getByRole("listitem").filter({ hasText: quietCase.caseName });
  await expect(quietItem.getByRole("note")).toHaveText(warning);
  await expect(quietItem).toContainText("Entry 12");
  const livelyItem = page.getByRole("listitem").filter({ hasText: livelyCase.caseName });
  await expect(livelyItem).toContainText("No docket entries yet.");
  await expect(livelyItem.getByRole("note")).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
  await screenshot(page, testInfo, "cases-quiet-list");

  await quietItem.getByRole("link", { name: quietCase.caseName }).click();
  await expect(page.getByRole("heading", { level: 1, name: quietCase.caseName })).toBeVisible();
  const docket = page.getByRole("region", { name: "Docket", exact: true });
  await expect(docket.getByRole("note")).toHaveText(warning);
  await expect(docket.getByRole("list", { name: "Docket entries" })).toContainText("SCHEDULING ORDER");
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
  await screenshot(page, testInfo, "case-quiet");

  await page.goto(paths.dashboardCase(livelyCase.id));
  await expect(page.getByRole("heading", { level: 1, name: livelyCase.caseName })).toBeVisible();
  await expect(page.getByRole("region", { name: "Docket", exact: true }).getByRole("note")).toHaveCount(0);
});
