import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { citeCheckMessages } from "@paralex/shared/cite-check";
import { formatOrdinalDate } from "@paralex/shared/format-date";
import { eq, sum } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, expect, it } from "vitest";
import { caseLaw, caseLawSourceRequests } from "../../db/schema.js";
import { type SignedInUser, signUpAndLogIn, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import { startCheck, waitForCheck } from "../../test/cite-check-helpers.js";
import { type FakeCourtListener, startFakeCourtListener } from "../../test/fake-courtlistener.js";
import { createTestApp } from "../../test/test-app.js";
import { bulkFileOnDisk } from "./bulk-data-files.js";
import { importBulkData } from "./bulk-data-import.js";
import { importCaseLawCsv } from "./case-law-import.js";
import { lastCaseLawImport } from "./case-law-import.repository.js";

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const MIRANDA_URL = "https://www.courtlistener.com/opinion/107252/miranda-v-arizona/";

let app: FastifyInstance;
let courtListener: FakeCourtListener | undefined;

afterEach(async () => {
  await app.close();
  await courtListener?.close();
  courtListener = undefined;
});

async function subscriber(): Promise<SignedInUser> {
  const user = await signUpAndLogIn(app, "names");
  await subscribeThroughBuiltinCheckout(app, user, 1, "Basic");
  return user;
}

async function check(user: SignedInUser, draft: string) {
  const { id } = (await startCheck(app, user.token, draft)).json<{ id: string }>();
  return (await waitForCheck(app, user.token, id)).citations;
}

it("after a bulk import and without a source: a known case at a wrong citation is a mismatch naming the right one", async () => {
  app = await createTestApp();
  const user = await subscriber();
  await importBulkData(
    app.database,
    {
      citations: await bulkFileOnDisk(fixture("citations-2025-06-30.csv")),
      clusters: await bulkFileOnDisk(fixture("opinion-clusters-2025-06-30.csv")),
      dockets: await bulkFileOnDisk(fixture("dockets-2025-06-30.csv")),
      courts: await bulkFileOnDisk(fixture("courts-2025-06-30.csv")),
    },
    { opinionBaseUrl: "https://www.courtlistener.com/opinion/" },
  );

  const citations = await check(
    user,
    "Warnings are required. MIRANDA vs. ARIZONA, 384 U.S. 999 (1966). So is a plausible claim. Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2007). Nobody has held otherwise. Nobody v. Nothing, 123 U.S. 456 (1990).",
  );

  const importedOn = formatOrdinalDate((await lastCaseLawImport(app.database.db))?.finishedAt ?? "");
  expect(importedOn).toMatch(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}$/);
  expect(citations.map(({ verdict, note }) => [verdict, note])).toEqual([
    ["mismatch", citeCheckMessages.citedElsewhere("Miranda v. Arizona", "384 U.S. 436", "384 U.S. 999")],
    ["verified", null],
    ["not_found", citeCheckMessages.notInImportedIndex(importedOn)],
  ]);
  expect(citations[2]?.note).toContain(`not in the index imported on ${importedOn}`);
  expect(citations[0]?.note).toBe("Miranda v. Arizona is 384 U.S. 436, not 384 U.S. 999.");
  expect(citations[0]?.match).toMatchObject({ caseName: "Miranda v. Arizona", url: MIRANDA_URL });
});

it("when the source finds nothing at the citation, the index answers by the case's name", async () => {
  courtListener = await startFakeCourtListener();
  app = await createTestApp({ COURTLISTENER_API_TOKEN: courtListener.token, COURTLISTENER_URL: courtListener.url });
  const user = await subscriber();
  await importCaseLawCsv(
    app.database,
    app.config.databaseUrl,
    Readable.from([
      `volume,reporter,page,case name,court,date,url
384,U.S.,436,Miranda v. Arizona,scotus,1966-06-13,${MIRANDA_URL}
86,S. Ct.,1602,Miranda v. Arizona,scotus,1966-06-13,${MIRANDA_URL}
1,F.3d,1,Smith v. Jones,ca2,1993-01-01,https://www.courtlistener.com/opinion/1/smith-v-jones/
2,F.3d,2,Smith v. Jones,ca9,1993-01-01,https://www.courtlistener.com/opinion/2/smith-v-jones/
`,
    ]),
  );

  const citations = await check(
    user,
    "Warnings are required. Miranda v. Arizona, 86 S. Ct. 9999 (1966). Two courts agree. Smith v. Jones, 3 F.3d 3 (1993).",
  );

  expect(courtListener.lookups().flat()).toEqual(["86 S. Ct. 9999", "3 F.3d 3"]);
  expect(citations.map(({ verdict, note }) => [verdict, note])).toEqual([
    ["mismatch", "Miranda v. Arizona is 86 S. Ct. 1602, not 86 S. Ct. 9999."],
    ["not_found", "No case is reported at this volume, reporter and page."],
  ]);
});

const MIRANDA_OPINION = {
  caseName: "Miranda v. Arizona",
  citation: ["384 U.S. 436", "86 S. Ct. 1602", "16 L. Ed. 2d 694"],
  absolute_url: "/opinion/107252/miranda-v-arizona/",
  court: "Supreme Court of the United States",
  court_id: "scotus",
  dateFiled: "1966-06-13",
  cluster_id: 107252,
};

async function requestsSent() {
  const [row] = await app.database.db
    .select({ requests: sum(caseLawSourceRequests.requests) })
    .from(caseLawSourceRequests)
    .where(eq(caseLawSourceRequests.source, "courtlistener"));
  return Number(row?.requests ?? 0);
}

it("when neither the index nor the citation lookup knows it, CourtListener's search by name finds the right citation", async () => {
  courtListener = await startFakeCourtListener();
  courtListener.opinions.push(MIRANDA_OPINION, {
    ...MIRANDA_OPINION,
    caseName: "State v. Miranda",
    citation: ["1 Ariz. 1"],
    absolute_url: "/opinion/1/state-v-miranda/",
    cluster_id: 1,
  });
  app = await createTestApp({
    COURTLISTENER_API_TOKEN: courtListener.token,
    COURTLISTENER_URL: courtListener.url,
    COURTLISTENER_REQUESTS_PER_MINUTE: "600",
    // The searches by name are this file's subject: they wait their turn in the source's line, as in production.
    COURTLISTENER_NAME_SEARCH_MAX_WAIT_MS: "30000",
  });
  const user = await subscriber();
  const draft =
    "Warnings are required. Miranda v. Arizona, 384 U.S. 999 (1966). Nobody has held otherwise. Nobody v. Nothing, 123 U.S. 456 (1990).";

  const citations = await check(user, draft);

  expect(courtListener.lookups()).toEqual([["384 U.S. 999", "123 U.S. 456"]]);
  expect(courtListener.searches()).toEqual(['caseName:"Miranda v. Arizona"', 'caseName:"Nobody v. Nothing"']);
  expect(citations.map(({ verdict, note }) => [verdict, note])).toEqual([
    ["mismatch", "Miranda v. Arizona is 384 U.S. 436, not 384 U.S. 999."],
    ["not_found", "No case is reported at this volume, reporter and page."],
  ]);
  expect(citations[0]?.match).toMatchObject({
    caseName: "Miranda v. Arizona",
    court: "Supreme Court of the United States",
    dateFiled: "1966-06-13",
    url: `${courtListener.url}/opinion/107252/miranda-v-arizona/`,
  });
  // Each search is a request of the shared budget; the case found is kept in the index at each of its citations.
  expect(await requestsSent()).toBe(3);
  const kept = await app.database.db.select().from(caseLaw).where(eq(caseLaw.nameKey, "miranda v arizona"));
  expect(kept.map((row) => `${row.volume} ${row.reporter} ${row.page}`).sort()).toEqual([
    "16 L. Ed. 2d 694",
    "384 U.S. 436",
    "86 S. Ct. 1602",
  ]);

  // The next check finds Miranda by name in the index without asking again; the unknown name is asked again.
  const again = await check(user, draft);
  expect(again.map(({ verdict }) => verdict)).toEqual(["mismatch", "not_found"]);
  expect(courtListener.searches()).toEqual([
    'caseName:"Miranda v. Arizona"',
    'caseName:"Nobody v. Nothing"',
    'caseName:"Nobody v. Nothing"',
  ]);
});

it("searches by name only within the organization's share of the day's requests", async () => {
  courtListener = await startFakeCourtListener();
  courtListener.opinions.push(MIRANDA_OPINION);
  app = await createTestApp({
    COURTLISTENER_API_TOKEN: courtListener.token,
    COURTLISTENER_URL: courtListener.url,
    COURTLISTENER_REQUESTS_PER_MINUTE: "600",
    // The searches by name are this file's subject: they wait their turn in the source's line, as in production.
    COURTLISTENER_NAME_SEARCH_MAX_WAIT_MS: "30000",
    // An organization's share is floor(3 / (0 others + 2)) = 1 request: the citation lookup takes it.
    COURTLISTENER_REQUESTS_PER_DAY: "3",
  });
  const user = await subscriber();

  const citations = await check(user, "Warnings are required. Miranda v. Arizona, 384 U.S. 999 (1966).");

  expect(courtListener.lookups()).toEqual([["384 U.S. 999"]]);
  expect(courtListener.searches()).toEqual([]);
  expect(citations.map(({ verdict }) => verdict)).toEqual(["not_found"]);
  expect(await requestsSent()).toBe(1);
});
