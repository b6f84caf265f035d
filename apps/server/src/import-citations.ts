import { createReadStream } from "node:fs";
import { pathToFileURL } from "node:url";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { importCaseLawCsv } from "./features/cite-checks/case-law-import.js";

/**
 * `npm run citations:import -- FILE`: loads a CSV of known cases into the case-law index that cite checks consult
 * first (README, "Case-law index"). FILE "-" reads standard input.
 */
async function main(file: string | undefined): Promise<void> {
  if (!file) throw new Error("usage: npm run citations:import -- FILE.csv");
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
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
  main(process.argv[2]).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
