import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.js";
import { citeChecks, organizations, users } from "../db/schema.js";
import { createLastingTestDatabase, createTestApp } from "./test-app.js";

/** Two instances on one database, running no jobs; on PGlite, which one process holds, the same instance twice. */
export async function openTwoInstances() {
  const database = await createLastingTestDatabase();
  const first = await createTestApp({ ...database.env, JOB_CONCURRENCY: "0" });
  const second = database.env.DATABASE_URL ? await createTestApp({ ...database.env, JOB_CONCURRENCY: "0" }) : first;
  const close = async () => {
    if (second !== first) await second.close();
    await first.close();
    await database.drop();
  };
  return { first: first as FastifyInstance, second: second as FastifyInstance, close };
}

export async function newOrganization(db: Db): Promise<string> {
  const [organization] = await db.insert(organizations).values({ name: "Firm" }).returning();
  if (!organization) throw new Error("no organization");
  return organization.id;
}

/** A running check of the organization, as the job sees it when it asks the source. */
export async function runningCheck(db: Db, organizationId: string): Promise<string> {
  const [author] = await db
    .insert(users)
    .values({ email: `${randomUUID()}@firm.test`, passwordHash: "x", firstName: "A", lastName: "B" })
    .returning();
  if (!author) throw new Error("no user");
  const [check] = await db
    .insert(citeChecks)
    .values({ organizationId, authorUserId: author.id, status: "running", text: "..." })
    .returning();
  if (!check) throw new Error("no check");
  return check.id;
}
