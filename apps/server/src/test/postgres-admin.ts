import pg from "pg";

/** Runs `run` on one connection to the PostgreSQL server at `url` (creating and dropping test databases). */
export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
