import { pathToFileURL } from "node:url";
import { type Config, loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { createJobQueue, type JobQueueLog } from "./jobs/job-queue.js";

/**
 * `npm run db:migrate`: brings the configured database up to date (the schema's migrations and the job queue's
 * tables) and exits, for deployments that migrate before they start. Starting the server does the same, so
 * the embedded default needs no separate step.
 */
export async function migrateDatabase(config: Config, log: JobQueueLog): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    const jobs = await createJobQueue({ database, concurrency: 0, log });
    await jobs.stop(0);
  } finally {
    await database.close();
  }
}

const consoleLog: JobQueueLog = {
  info: (_details: object, message: string) => console.log(message),
  warn: (details: object, message: string) => console.warn(message, details),
  error: (details: object, message: string) => console.error(message, details),
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  migrateDatabase(loadConfig(), consoleLog).then(
    () => console.log("database is up to date"),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
