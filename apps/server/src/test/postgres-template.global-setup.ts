import { randomUUID } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.js";
import { createJobQueue } from "../jobs/job-queue.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** On PostgreSQL: a database with every migration and the job queue's schema, each test's database a copy. */
    postgresTemplate: string | undefined;
  }
}

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };

async function onServer<T>(baseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

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
  await onServer(baseUrl, (client) => client.query(`create database ${name}`));
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
  return () => onServer(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}
