import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * The PostgreSQL server specs that need a database of their own create it on (only its server and login are used).
 * CI has one; a machine with only the embedded database has none, and those specs skip.
 */
export const POSTGRES_ADMIN_URL = process.env.E2E_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Where that server is, for a message: its host and port, never its login. */
export const postgresServer = (adminUrl = POSTGRES_ADMIN_URL) => {
  const url = new URL(adminUrl);
  return `${url.hostname}:${url.port || 5432}`;
};

async function withClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL server answers and lets us create a database there. */
export async function isPostgresReachable(adminUrl = POSTGRES_ADMIN_URL): Promise<boolean> {
  try {
    return await withClient(adminUrl, async (client) => {
      const { rows } = await client.query<{ allowed: boolean }>(
        "select rolcreatedb or rolsuper as allowed from pg_roles where rolname = current_user",
      );
      return rows[0]?.allowed === true;
    });
  } catch {
    return false;
  }
}

export interface ScratchDatabase {
  name: string;
  /** The admin URL with the scratch database's name in place of its own. */
  url: string;
  /** Drops it, whoever is still connected. */
  drop(): Promise<void>;
}

/** A new, empty database `paralex_e2e_<label>_<random>` on the PostgreSQL server of adminUrl. */
export async function createScratchDatabase(label: string, adminUrl = POSTGRES_ADMIN_URL): Promise<ScratchDatabase> {
  const name = `paralex_e2e_${label.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}_${randomBytes(4).toString("hex")}`;
  await withClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await withClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
