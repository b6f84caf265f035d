import { createReadStream } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import cliProgress from "cli-progress";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { bulkFileOnDisk } from "./features/cite-checks/bulk-data-files.js";
import { type BulkImportProgress, importBulkData } from "./features/cite-checks/bulk-data-import.js";
import { importCaseLawCsv } from "./features/cite-checks/case-law-import.js";

const USAGE = `usage:
  npm run citations:import -- FILE.csv      our own CSV format ("-" reads standard input)
  npm run citations:import -- --citations citations-DATE.csv.bz2 --clusters opinion-clusters-DATE.csv.bz2 \\
      [--dockets dockets-DATE.csv.bz2] [--courts courts-DATE.csv.bz2]      Free Law Project's bulk data`;

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(0)} MB`;

/** A bar per file on a terminal (bytes read of the file as stored), a line per file otherwise. */
function progressBar() {
  const bar = new cliProgress.SingleBar(
    {
      format: "{stage} |{bar}| {percentage}% {done} of {size}, {records} records, {eta_formatted} left",
      stream: process.stderr,
      hideCursor: true,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  let current: string | null = null;
  return {
    update(progress: BulkImportProgress) {
      const values = {
        stage: progress.stage.padEnd(9),
        done: megabytes(progress.bytes),
        size: progress.totalBytes === null ? "?" : megabytes(progress.totalBytes),
        records: progress.records.toLocaleString("en-US"),
      };
      if (current !== progress.file) {
        if (current !== null) bar.stop();
        if (!process.stderr.isTTY) process.stderr.write(`reading ${progress.file}\n`);
        bar.start(progress.totalBytes ?? 0, progress.bytes, values);
        current = progress.file;
      } else bar.update(progress.bytes, values);
    },
    stop: () => bar.stop(),
  };
}

/**
 * `npm run citations:import`: loads case law into the index that cite checks consult first (README, "Case-law
 * index"): Free Law Project's bulk files, or a CSV of our own format.
 */
async function main(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      citations: { type: "string" },
      clusters: { type: "string" },
      dockets: { type: "string" },
      courts: { type: "string" },
    },
  });
  const isBulk = values.citations !== undefined || values.clusters !== undefined;
  if (isBulk ? !values.citations || !values.clusters || positionals.length > 0 : positionals.length !== 1) {
    throw new Error(USAGE);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    if (isBulk) {
      const onDisk = async (file: string | undefined) => (file ? await bulkFileOnDisk(file) : undefined);
      const files = {
        citations: await bulkFileOnDisk(values.citations as string),
        clusters: await bulkFileOnDisk(values.clusters as string),
        dockets: await onDisk(values.dockets),
        courts: await onDisk(values.courts),
      };
      const bar = progressBar();
      const startedAt = Date.now();
      const summary = await importBulkData(
        database,
        Object.fromEntries(Object.entries(files).filter(([, file]) => file)) as typeof files,
        { opinionBaseUrl: new URL("/opinion/", config.courtListener.url).toString(), onProgress: bar.update },
      ).finally(bar.stop);
      const skipped = Object.entries(summary.skipped).map(([stage, count]) => `${stage} ${count}`);
      const lines = [
        summary.resumedFrom
          ? `resumed the import at ${summary.resumedFrom.stage}, record ${summary.resumedFrom.records}`
          : null,
        `imported ${summary.imported} new cases in ${Math.round((Date.now() - startedAt) / 1000)} s`,
        `records left out (no number, no name, no cluster): ${skipped.join(", ")}`,
      ];
      process.stdout.write(`${lines.filter(Boolean).join("\n")}\n`);
      return;
    }
    const file = positionals[0] as string;
    const input = file === "-" ? process.stdin : createReadStream(file);
    const summary = await importCaseLawCsv(database, config.databaseUrl, input);
    const lines = [
      `read ${summary.read} rows, imported ${summary.imported} new cases, refused ${summary.refusedCount}`,
      ...summary.refused.map(({ line, reason }) => `  line ${line}: ${reason}`),
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
