import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { signUpAndLogIn } from "./billing-helpers.js";
import { createTestApp } from "./test-app.js";

const count = async (app: Awaited<ReturnType<typeof createTestApp>>, table: string) => {
  const result = await app.database.db.execute<{ count: number }>(
    sql.raw(`select count(*)::int as count from ${table}`),
  );
  return result.rows[0]?.count;
};

const nextSequenceValue = async (app: Awaited<ReturnType<typeof createTestApp>>, sequence: string) => {
  const result = await app.database.db.execute<{ value: string }>(sql`select nextval(${sequence})::text as value`);
  return result.rows[0]?.value;
};

const jobIds = async (app: Awaited<ReturnType<typeof createTestApp>>) => {
  const result = await app.database.db.execute<{ id: string }>(sql`select id::text from pgboss.job`);
  return result.rows.map((row) => row.id);
};

describe.skipIf(Boolean(process.env.DATABASE_URL))("a test app's in-memory database", () => {
  it("starts as the migrated dump left it, whatever the app before it wrote", async () => {
    const first = await createTestApp();
    const seededProducts = await count(first, "products");
    await signUpAndLogIn(first, "pool-first");
    await first.database.db.execute(sql`update products set title = 'Renamed by a test'`);
    expect(await count(first, "users")).toBeGreaterThan(0);
    const firstAppsJobs = await jobIds(first);
    expect(firstAppsJobs.length).toBeGreaterThan(0);
    await nextSequenceValue(first, "newsletter_subscribers_id_seq");
    const warn = vi.spyOn(console, "warn");
    try {
      await first.close();
      // Given back for the next app, not thrown away (which is correct too, but costs a full load each time).
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }

    const second = await createTestApp();
    try {
      expect(await count(second, "users")).toBe(0);
      expect(await count(second, "products")).toBe(seededProducts);
      const renamed = await second.database.db.execute(sql`select 1 from products where title = 'Renamed by a test'`);
      expect(renamed.rows).toHaveLength(0);
      expect(await jobIds(second)).not.toEqual(expect.arrayContaining([firstAppsJobs[0]]));
      expect(await nextSequenceValue(second, "newsletter_subscribers_id_seq")).toBe("1");
    } finally {
      await second.close();
    }
  });

  it("refuses a closed app's late query instead of running it in the next app's database", async () => {
    const closed = await createTestApp();
    const { db } = closed.database;
    await closed.close();
    const next = await createTestApp();
    try {
      const refused = await db.execute(sql`select 1`).catch((error: Error) => error);
      expect(refused).toBeInstanceOf(Error);
      expect(String((refused as Error).cause)).toMatch(/given back/);
    } finally {
      await next.close();
    }
  });

  it("gives apps open at the same time databases of their own", async () => {
    const [one, two] = await Promise.all([createTestApp(), createTestApp()]);
    try {
      await signUpAndLogIn(one, "pool-one");
      expect(await count(one, "users")).toBe(1);
      expect(await count(two, "users")).toBe(0);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
