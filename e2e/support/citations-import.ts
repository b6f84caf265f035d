import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const IMPORTER = "apps/server/dist/import-citations.js";

/** One opinion cluster of Free Law Project's bulk data, with its docket, its court and the citations it is known by. */
export interface BulkCase {
  clusterId: number;
  docketId: number;
  caseName: string;
  /** YYYY-MM-DD */
  dateFiled: string;
  slug: string;
  court: { id: string; fullName: string; shortName: string };
  citations: { volume: number; reporter: string; page: number }[];
}

export interface BulkDataFiles {
  citations: string;
  clusters: string;
  dockets: string;
  courts: string;
}

const STAMP = "2024-01-01 00:00:00+00";

/** Free Law Project's CSV: a header row, every field quoted, a backslash before a quote or a backslash. */
function bulkCsv(header: string[], rows: (string | number)[][]): string {
  const field = (value: string | number) => `"${String(value).replace(/[\\"]/g, (character) => `\\${character}`)}"`;
  return `${[header, ...rows].map((row) => row.map(field).join(",")).join("\n")}\n`;
}

/**
 * The four files of a bulk-data release (as in apps/server/src/features/cite-checks/fixtures/, named as published)
 * holding these cases, written into directory (a test's output directory, kept with its results).
 */
export async function writeBulkData(
  directory: string,
  cases: readonly BulkCase[],
  date = "2025-06-30",
): Promise<BulkDataFiles> {
  await mkdir(directory, { recursive: true });
  const courts = [...new Map(cases.map((known) => [known.court.id, known.court])).values()];
  const files: BulkDataFiles = {
    citations: path.join(directory, `citations-${date}.csv`),
    clusters: path.join(directory, `opinion-clusters-${date}.csv`),
    dockets: path.join(directory, `dockets-${date}.csv`),
    courts: path.join(directory, `courts-${date}.csv`),
  };
  let citationId = 0;
  await Promise.all([
    writeFile(
      files.courts,
      bulkCsv(
        ["id", "date_modified", "in_use", "position", "short_name", "full_name", "jurisdiction"],
        courts.map((court, index) => [court.id, STAMP, "t", index + 1, court.shortName, court.fullName, "F"]),
      ),
    ),
    writeFile(
      files.dockets,
      bulkCsv(
        ["id", "date_created", "date_modified", "source", "court_id", "case_name", "slug"],
        cases.map((known) => [known.docketId, STAMP, STAMP, "0", known.court.id, known.caseName, known.slug]),
      ),
    ),
    writeFile(
      files.clusters,
      bulkCsv(
        ["id", "date_created", "date_modified", "date_filed", "slug", "case_name_short", "case_name", "docket_id"],
        cases.map((known) => [
          known.clusterId,
          STAMP,
          STAMP,
          known.dateFiled,
          known.slug,
          known.caseName.split(" v. ")[0] ?? "",
          known.caseName,
          known.docketId,
        ]),
      ),
    ),
    writeFile(
      files.citations,
      bulkCsv(
        ["id", "volume", "reporter", "page", "type", "cluster_id", "date_created", "date_modified"],
        cases.flatMap((known) =>
          known.citations.map(({ volume, reporter, page }) => {
            citationId += 1;
            return [citationId, volume, reporter, page, "1", known.clusterId, STAMP, STAMP];
          }),
        ),
      ),
    ),
  ]);
  return files;
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run citations:import -- ARGS` as an operator runs it beside the server: the built importer, from the
 * repository's root, on the database of databaseUrl.
 */
export function runCitationsImport(databaseUrl: string, args: string[], timeoutMs = 120_000): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const importer = spawn(process.execPath, ["--enable-source-maps", IMPORTER, ...args], {
      cwd: REPOSITORY,
      env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, NODE_ENV: "test", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    importer.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    importer.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => importer.kill("SIGTERM"), timeoutMs);
    importer.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    importer.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The bulk files as the importer's arguments. */
export const bulkImportArgs = (files: BulkDataFiles) => [
  "--citations",
  files.citations,
  "--clusters",
  files.clusters,
  "--dockets",
  files.dockets,
  "--courts",
  files.courts,
];
