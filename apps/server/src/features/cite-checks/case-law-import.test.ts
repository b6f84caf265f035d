import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { caseLaw } from "../../db/schema.js";
import { type SignedInUser, signUpAndLogIn, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import { startCheck, waitForCheck } from "../../test/cite-check-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { saveCaseLawAnswer } from "./case-law.repository.js";
import { importCaseLawCsv } from "./case-law-import.js";

const CSV = `Volume,Reporter,Page,Case Name,Court,Date,URL
550,U.S.,544,Bell Atlantic Corp. v. Twombly,scotus,2007-05-21,https://www.courtlistener.com/opinion/145730/bell-atlantic-corp-v-twombly/
999,F. 2d,1,"Alpha, Inc. v. Beta ""Gamma"" Co.",ca2,1993-02-03,
abc,U.S.,1,Broken v. Row,,,
550,U.S.,544,Bell Atlantic Corp. v. Twombly,scotus,2007-05-21,https://www.courtlistener.com/opinion/145730/bell-atlantic-corp-v-twombly/
`;

let app: FastifyInstance;
let user: SignedInUser;

beforeAll(async () => {
  app = await createTestApp();
  user = await signUpAndLogIn(app, "offline");
  await subscribeThroughBuiltinCheckout(app, user, 1, "Basic");
});

afterAll(async () => {
  await app.close();
});

it("streams a CSV of known cases into the index, and a check without any source uses it", async () => {
  await saveCaseLawAnswer(app.database.db, { volume: 999, reporter: "F.2d", page: 1 }, "courtlistener", []);

  const summary = await importCaseLawCsv(app.database, app.config.databaseUrl, Readable.from([CSV]));

  expect(summary).toMatchObject({
    read: 4,
    imported: 2,
    refusedCount: 1,
    refused: [{ line: 4, reason: "volume is not a number" }],
  });
  const rows = await app.database.db.select().from(caseLaw);
  expect(rows.map((row) => [row.volume, row.reporter, row.page, row.isFound, row.caseName]).sort()).toEqual([
    [550, "U.S.", 544, true, "Bell Atlantic Corp. v. Twombly"],
    [999, "F.2d", 1, true, 'Alpha, Inc. v. Beta "Gamma" Co.'],
  ]);

  const draft =
    "Twombly, 550 U.S. 544 (2007); Alpha, Inc. v. Beta Co., 999 F.2d 1 (2d Cir. 1993); Roe v. Wade, 410 U.S. 113 (1973).";
  const { id } = (await startCheck(app, user.token, draft)).json();
  const report = await waitForCheck(app, user.token, id);

  expect(report.citations.map((citation) => citation.verdict)).toEqual(["verified", "verified", "unchecked"]);
  expect(report.citations[2]?.reason).toBe("no_source");
});

it("answers a long brief's 1,200 indexed citations from the index in one read", async () => {
  const numbers = Array.from({ length: 1200 }, (_, n) => n + 1);
  const rows = numbers.map((n) => `${n},F.3d,${n + 10},Party${n} v. Other${n},ca2,2010-01-0${(n % 9) + 1},`);
  await importCaseLawCsv(
    app.database,
    app.config.databaseUrl,
    Readable.from([`volume,reporter,page,case name,court,date,url\n${rows.join("\n")}\n`]),
  );
  const draft = numbers.map((n) => `See Party${n} v. Other${n}, ${n} F.3d ${n + 10} (2d Cir. 2010).`).join(" ");

  const { id } = (await startCheck(app, user.token, draft)).json();
  const report = await waitForCheck(app, user.token, id, 10_000);

  expect(report.counts).toEqual({ verified: 1200 });
});
