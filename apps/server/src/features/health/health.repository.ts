import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";

/** When the newest applied migration was generated (drizzle's folder time), or null before any. */
export async function findNewestAppliedMigration(db: Db): Promise<number | null> {
  const result = await db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
  const newest = result.rows[0]?.newest;
  return typeof newest === "string" ? Number(newest) : null;
}
