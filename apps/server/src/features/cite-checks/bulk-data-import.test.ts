import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, expect, it } from "vitest";
import { caseLaw } from "../../db/schema.js";
import { createTestApp } from "../../test/test-app.js";
import { type BulkFile, bulkFileOnDisk } from "./bulk-data-files.js";
import { type BulkDataFiles, type BulkImportProgress, importBulkData } from "./bulk-data-import.js";
import { saveCaseLawAnswer } from "./case-law.repository.js";
import { lastCaseLawImport } from "./case-law-import.repository.js";
import { caseNameKey } from "./case-name-key.js";

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const OPTIONS = { opinionBaseUrl: "https://www.courtlistener.com/opinion/" };

let app: FastifyInstance;

beforeEach(async () => {
  app = await createTestApp();
});

afterEach(async () => {
  await app.close();
});

async function filesOf(compressed: boolean): Promise<BulkDataFiles> {
  const bz2 = compressed ? ".bz2" : "";
  return {
    citations: await bulkFileOnDisk(fixture(`citations-2025-06-30.csv${bz2}`)),
    clusters: await bulkFileOnDisk(fixture(`opinion-clusters-2025-06-30.csv${bz2}`)),
    dockets: await bulkFileOnDisk(fixture("dockets-2025-06-30.csv")),
    courts: await bulkFileOnDisk(fixture("courts-2025-06-30.csv")),
  };
}

async function indexRows() {
  const rows = await app.database.db.select().from(caseLaw).where(eq(caseLaw.isFound, true));
  return rows
    .map((row) => [`${row.volume} ${row.reporter} ${row.page}`, row.caseName, row.court, row.dateFiled, row.url])
    .sort();
}

const IMPORTED = [
  [
    "384 U.S. 436",
    "Miranda v. Arizona",
    "Supreme Court of the United States",
    "1966-06-13",
    "https://www.courtlistener.com/opinion/107252/miranda-v-arizona/",
  ],
  [
    "550 U.S. 544",
    "Bell Atlantic Corp. v. Twombly",
    "Supreme Court of the United States",
    "2007-05-21",
    "https://www.courtlistener.com/opinion/145730/bell-atlantic-corp-v-twombly/",
  ],
  [
    "86 S. Ct. 1602",
    "Miranda v. Arizona",
    "Supreme Court of the United States",
    "1966-06-13",
    "https://www.courtlistener.com/opinion/107252/miranda-v-arizona/",
  ],
  [
    "999 F.2d 1",
    'Alpha, Inc. v. Beta "Gamma" Co.',
    "Court of Appeals for the Second Circuit",
    "1993-02-03",
    "https://www.courtlistener.com/opinion/9001/alpha-inc-v-beta-gamma-co/",
  ],
];

it.each([
  ["plain", false, undefined],
  ["bzip2, with the bzip2 command", true, true],
  ["bzip2, decoded in JavaScript", true, false],
])(
  "imports Free Law Project's citations joined with clusters, dockets and courts (%s)",
  async (_label, compressed, useBzip2Command) => {
    await saveCaseLawAnswer(app.database.db, { volume: 384, reporter: "U.S.", page: 436 }, "courtlistener", []);

    const summary = await importBulkData(app.database, await filesOf(compressed), { ...OPTIONS, useBzip2Command });

    expect(summary).toMatchObject({
      imported: 4,
      resumedFrom: null,
      skipped: { courts: 0, dockets: 0, clusters: 1, citations: 1 },
    });
    expect(await indexRows()).toEqual(IMPORTED);
    const notFound = await app.database.db.select().from(caseLaw).where(eq(caseLaw.isFound, false));
    expect(notFound).toEqual([]);
    expect(await lastCaseLawImport(app.database.db)).toEqual({ finishedAt: summary.finishedAt, rows: 4 });
  },
);

/**
 * The file as read, cut off with an error after `lines` lines once `reached` resolves, as when a download or the
 * process dies midway.
 */
function cutOff(file: BulkFile, lines: number, reached: Promise<void> = Promise.resolve()): BulkFile {
  const text = readFileSync(fixture(file.name), "utf8").split("\n").slice(0, lines).join("\n");
  return {
    ...file,
    open: () =>
      Readable.from(
        (async function* () {
          yield Buffer.from(`${text}\n`);
          await reached;
          throw new Error("connection reset");
        })(),
      ),
  };
}

it("resumes an interrupted import after its last committed chunk, without reading the finished files again", async () => {
  const files = await filesOf(false);
  let resolve = () => {};
  const reached = new Promise<void>((done) => {
    resolve = done;
  });
  // Four citations arrive, then the download fails: those read are committed, one at a time.
  const interrupted = { ...files, citations: cutOff(files.citations, 5, reached) };
  const onProgress = (progress: BulkImportProgress) => {
    if (progress.stage === "citations" && progress.records === 2) resolve();
  };

  await expect(importBulkData(app.database, interrupted, { ...OPTIONS, chunkRecords: 1, onProgress })).rejects.toThrow(
    "connection reset",
  );
  expect(await indexRows()).toEqual(IMPORTED);
  expect(await lastCaseLawImport(app.database.db)).toBeNull();

  const opened: string[] = [];
  const watched = Object.fromEntries(
    Object.entries(files).map(([stage, file]) => [
      stage,
      {
        ...file,
        open: () => {
          opened.push(stage);
          return file.open();
        },
      },
    ]),
  ) as BulkDataFiles;
  const summary = await importBulkData(app.database, watched, { ...OPTIONS, chunkRecords: 1 });

  expect(summary).toMatchObject({ imported: 4, resumedFrom: { stage: "citations", records: 4 } });
  expect(opened).toEqual(["citations"]);
  expect(await indexRows()).toEqual(IMPORTED);
  expect(await lastCaseLawImport(app.database.db)).toMatchObject({ rows: 4 });
});

it("starts afresh when the files differ from the interrupted import's", async () => {
  const files = await filesOf(false);
  await expect(
    importBulkData(app.database, { ...files, clusters: cutOff(files.clusters, 2) }, { ...OPTIONS, chunkRecords: 1 }),
  ).rejects.toThrow("connection reset");

  const summary = await importBulkData(
    app.database,
    { ...files, clusters: { ...files.clusters, identity: "newer" } },
    OPTIONS,
  );

  expect(summary).toMatchObject({ imported: 4, resumedFrom: null });
  expect(await indexRows()).toEqual(IMPORTED);
});

async function indexDefinitions() {
  const { rows } = await app.database.executeSql(
    "select indexname, indexdef from pg_indexes where tablename = 'case_law' order by indexname",
  );
  return rows;
}

it("writes a first import without the index's indexes, builds them as the migrations do, and reports progress", async () => {
  const before = await indexDefinitions();
  const progress: BulkImportProgress[] = [];

  await importBulkData(app.database, await filesOf(true), { ...OPTIONS, onProgress: (step) => progress.push(step) });

  expect(await indexDefinitions()).toEqual(before);
  expect(await indexRows()).toEqual(IMPORTED);
  const last = progress.filter((step) => step.stage === "citations").at(-1);
  expect(last).toMatchObject({ file: "citations-2025-06-30.csv.bz2", records: 6 });
  expect(last?.bytes).toBe(last?.totalBytes);
});

/** A bulk file of these lines, as written. */
function fileOf(name: string, lines: string[]): BulkFile {
  const bytes = Buffer.from(`${lines.join("\n")}\n`);
  return { name, identity: `${name}:${bytes.length}`, size: bytes.length, open: () => Readable.from([bytes]) };
}

it("keeps one case where two spellings of a reporter are one edition, and names cases as caseNameKey does", async () => {
  const names = ["Miranda  vs. ARIZONA", "People ex rel. O'Brien versus Smith, Jr.", "Vs. Versus v. Versus-Co"];
  const files = {
    citations: fileOf("citations.csv", [
      '"id","volume","reporter","page","type","cluster_id"',
      '"1","12","F. 2d","34","1","1"',
      '"2","12","F.2d","34","1","1"',
      '"3","56","U. S.","78","1","2"',
      '"4","2016","IL","123","1","3"',
    ]),
    clusters: fileOf("clusters.csv", [
      '"id","case_name","date_filed","slug","docket_id"',
      ...names.map((name, at) => `"${at + 1}","${name}","2016-01-0${at + 1}","",""`),
    ]),
  };

  const summary = await importBulkData(app.database, files, { ...OPTIONS, chunkRecords: 1 });

  expect(summary).toMatchObject({ imported: 3, skipped: { clusters: 0, citations: 0 } });
  const rows = await app.database.db.select().from(caseLaw).where(eq(caseLaw.isFound, true));
  expect(rows.map((row) => [row.volume, row.reporter, row.page, row.nameKey, row.url]).sort()).toEqual(
    [
      [12, "F.2d", 34, caseNameKey(names[0] as string), "https://www.courtlistener.com/opinion/1/opinion/"],
      [2016, "IL", 123, caseNameKey(names[2] as string), "https://www.courtlistener.com/opinion/3/opinion/"],
      [56, "U.S.", 78, caseNameKey(names[1] as string), "https://www.courtlistener.com/opinion/2/opinion/"],
    ].sort(),
  );
});
