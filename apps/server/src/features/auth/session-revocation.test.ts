import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConfirmedAccount, logInAs, uniqueEmail } from "../../test/account-helpers.js";
import { createTestApp } from "../../test/test-app.js";

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

async function signedIn() {
  const email = uniqueEmail("revocation");
  const session = await logInAs(app, await createConfirmedAccount(app, email));
  const familyId = String(decodeJwt(session.access).sid);
  return { ...session, email, familyId };
}

function getUser(access: string) {
  return app.inject({ method: "GET", url: "/api/auth/user/", headers: { authorization: `Bearer ${access}` } });
}

function whoAmI(access: string, email: string) {
  return app.inject({
    method: "POST",
    url: "/api/graphql",
    headers: { authorization: `Bearer ${access}` },
    payload: { query: "query($e: String!){ user(email: $e){ email } }", variables: { e: email } },
  });
}

/** Retries until the check holds: notices from the database arrive a moment after the commit. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("the condition did not hold in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What another server does when it ends a session: a write this server's services never see. */
const revokeElsewhere = (familyId: string) =>
  app.database.db.execute(sql`update refresh_tokens set revoked_at = now() where family_id = ${familyId}`);

describe("sessions another server ends", () => {
  it("stop working here as soon as the database's notice arrives", async () => {
    const session = await signedIn();
    expect((await getUser(session.access)).statusCode).toBe(200);
    await revokeElsewhere(session.familyId);
    await eventually(async () => (await getUser(session.access)).statusCode === 401);
  });

  it("are served from this server's memory until then, which is why the notice matters", async () => {
    const session = await signedIn();
    expect((await getUser(session.access)).statusCode).toBe(200);
    await app.database.db.execute(sql`alter table refresh_tokens disable trigger refresh_tokens_revoked`);
    try {
      await revokeElsewhere(session.familyId);
      expect((await getUser(session.access)).statusCode).toBe(200);
    } finally {
      await app.database.db.execute(sql`alter table refresh_tokens enable trigger refresh_tokens_revoked`);
    }
    await app.database.db.execute(sql`select pg_notify('paralex_session_change', '')`);
    await eventually(async () => (await getUser(session.access)).statusCode === 401);
  });

  it("are not disturbed by a refresh-token rotation, which keeps the session live", async () => {
    const session = await signedIn();
    const refreshed = await app.inject({
      method: "POST",
      url: "/api/auth/token/refresh/",
      payload: { refresh: session.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await getUser(session.access)).statusCode).toBe(200);
    expect((await getUser(refreshed.json().access)).statusCode).toBe(200);
  });

  it("carry the user's new address once another server changes it", async () => {
    const session = await signedIn();
    expect((await whoAmI(session.access, session.email)).json().data.user.email).toBe(session.email);
    const changed = uniqueEmail("changed");
    await app.database.db.execute(sql`update users set email = ${changed} where email = ${session.email}`);
    await eventually(async () => (await whoAmI(session.access, changed)).json().data?.user?.email === changed);
  });
});

describe.runIf(process.env.DATABASE_URL)("when the notice connection drops", () => {
  it("checks every session in the database until it is back, then trusts notices again", async () => {
    const session = await signedIn();
    expect((await getUser(session.access)).statusCode).toBe(200);
    await app.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%'`,
    );
    await app.database.db.execute(sql`alter table refresh_tokens disable trigger refresh_tokens_revoked`);
    try {
      await revokeElsewhere(session.familyId);
      await eventually(async () => (await getUser(session.access)).statusCode === 401);
    } finally {
      await app.database.db.execute(sql`alter table refresh_tokens enable trigger refresh_tokens_revoked`);
    }
    const next = await signedIn();
    await eventually(async () => {
      const rows = await app.database.db.execute(
        sql`select 1 from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
      );
      return rows.rows.length > 0;
    });
    expect((await getUser(next.access)).statusCode).toBe(200);
  });
});
