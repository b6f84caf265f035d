import { count, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.js";
import { caseLaw } from "../../db/schema.js";

/** Cases the shared index knows (its "not found" answers aside). */
export async function countKnownCases(db: DbExecutor): Promise<number> {
  const [row] = await db.select({ cases: count() }).from(caseLaw).where(eq(caseLaw.isFound, true));
  return row?.cases ?? 0;
}
