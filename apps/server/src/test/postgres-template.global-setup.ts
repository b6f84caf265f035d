import { randomUUID } from "node:crypto";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.js";
import { createJobQueue } from "../jobs/job-queue.js";
import { withAdminClient } from "./postgres-admin.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** On PostgreSQL: a database with every migration and the job queue's schema, each test's database a copy. */
    postgresTemplate: string | undefined;
  }
}

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };

/**
 * Migrating a new database and installing pg-boss in it took each of the run's ~150 test apps on PostgreSQL a
 * second or more; copying a database that has both (CREATE DATABASE … TEMPLATE) takes a tenth of that. Once a run.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    project.provide("postgresTemplate", undefined);
    return;
  }
  const name = `paralex_template_${randomUUID().replaceAll("-", "")}`;
  await withAdminClient(baseUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "memory://" });
  try {
    const jobs = await createJobQueue({ database, concurrency: 0, log: quiet });
    await jobs.stop(0);
  } finally {
    await database.close();
  }
  project.provide("postgresTemplate", name);
  return () => withAdminClient(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}
