import type { TDemoRequest } from "@paralex/shared/demo-request";
import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { demoRequests } from "../../db/schema.js";

export async function insertDemoRequest(db: Db, request: TDemoRequest & { ipAddress: string | null }) {
  const [row] = await db.insert(demoRequests).values(request).returning({ id: demoRequests.id });
  if (!row) throw new Error("demo request insert returned no row");
  return row;
}

export async function listDemoRequests(db: Db, limit = 100) {
  return db.select().from(demoRequests).orderBy(desc(demoRequests.createdAt)).limit(limit);
}
