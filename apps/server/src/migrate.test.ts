import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { migrateDatabase } from "./migrate.js";
import { createLastingTestDatabase, createTestApp } from "./test/test-app.js";

const journal = JSON.parse(readFileSync(new URL("../drizzle/meta/_journal.json", import.meta.url), "utf8")) as {
  entries: unknown[];
};

describe.skipIf(!process.env.DATABASE_URL)("migrations on PostgreSQL", () => {
  it("lets two instances starting together on a fresh database both start, applying each migration once", async () => {
    const database = await createLastingTestDatabase({ empty: true });
    try {
      const apps = await Promise.all([createTestApp(database.env), createTestApp(database.env)]);
      try {
        for (const app of apps) {
          expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
        }
        const applied = await apps[0]?.database.executeSql("select hash from drizzle.__drizzle_migrations");
        expect(applied?.rows).toHaveLength(journal.entries.length);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
      }
    } finally {
      await database.drop();
    }
  }, 60_000);
});

describe("npm run db:migrate", () => {
  it("brings a fresh database up to date, the schema and the job queue's tables, then lets go of it", async () => {
    const database = await createLastingTestDatabase({ empty: true });
    try {
      const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
      await migrateDatabase(loadConfig({ NODE_ENV: "test", ...database.env }), silent);

      const opened = await openDatabase({
        databaseUrl: database.env.DATABASE_URL,
        pgliteDir: database.env.PGLITE_DIR ?? "memory://",
      });
      try {
        const applied = await opened.executeSql("select hash from drizzle.__drizzle_migrations");
        expect(applied.rows).toHaveLength(journal.entries.length);
        const queue = await opened.executeSql("select version from pgboss.version");
        expect(queue.rows).toHaveLength(1);
      } finally {
        await opened.close();
      }
    } finally {
      await database.drop();
    }
  }, 60_000);
});
