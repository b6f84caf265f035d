import { auditActionLabels } from "@paralex/shared/audit";
import { authApiMessages } from "@paralex/shared/auth-validation";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextIp, post, STRONG_PASSWORD, uniqueEmail } from "../../test/account-helpers.js";
import { auditEventsFor } from "../../test/audit-helpers.js";
import { gql, signUpAndLogIn } from "../../test/billing-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { LOGIN_LOCKOUT } from "./auth-rate-limits.js";

const LOGIN = "/api/auth/login/";
const AUDIT_LOG = "query { auditLog(first: 50) { items { action label target ipAddress details } } }";

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

const logIn = (email: string, password: string, ip: string) => post(app, LOGIN, { email, password }, { ip });

async function lockoutsOf(email: string) {
  return (await auditEventsFor(app, email)).filter((event) => event.action === "login_locked");
}

describe("login lockout: a stranger's wrong passwords do not lock the owner out", () => {
  it("refuses the guessing address, lets the owner in from another, and audits the lockout", async () => {
    const victim = await signUpAndLogIn(app, "victim");
    const attacker = nextIp();
    const { failures } = LOGIN_LOCKOUT.perAddressAndAccount;
    for (let attempt = 0; attempt < failures; attempt += 1) {
      const wrong = await logIn(victim.email, `Guess#${attempt}x`, attacker);
      expect(wrong.statusCode, wrong.body).toBe(400);
    }
    const refused = await logIn(victim.email.toUpperCase(), "Guess#again1", attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: authApiMessages.loginLocked(15) });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(60);

    const owner = await logIn(victim.email, STRONG_PASSWORD, nextIp());
    expect(owner.statusCode, owner.body).toBe(200);

    const attackerWithRightPassword = await logIn(victim.email, STRONG_PASSWORD, attacker);
    expect(attackerWithRightPassword.statusCode).toBe(429);

    const lockouts = await lockoutsOf(victim.email);
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]).toMatchObject({
      organizationId: victim.organizationId,
      actorEmail: victim.email,
      target: victim.email,
      ipAddress: attacker,
      details: { scope: "address", failures, windowMinutes: LOGIN_LOCKOUT.perAddressAndAccount.windowMinutes },
    });

    const { body } = await gql<{ auditLog: { items: { action: string; label: string }[] } }>(app, AUDIT_LOG, {
      token: victim.token,
    });
    expect(body.data?.auditLog.items).toContainEqual(
      expect.objectContaining({ action: "login_locked", label: auditActionLabels.login_locked, ipAddress: attacker }),
    );
  });

  it("answers an address with no account exactly as one with an account", async () => {
    const unknown = uniqueEmail("nobody");
    const attacker = nextIp();
    for (let attempt = 0; attempt < LOGIN_LOCKOUT.perAddressAndAccount.failures; attempt += 1) {
      expect((await logIn(unknown, `Guess#${attempt}x`, attacker)).statusCode).toBe(400);
    }
    const refused = await logIn(unknown, "Guess#again1", attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: authApiMessages.loginLocked(15) });
    expect((await logIn(unknown, "Guess#again1", nextIp())).statusCode).toBe(400);
    expect(await lockoutsOf(unknown)).toMatchObject([
      { organizationId: null, actorEmail: null, details: { scope: "address" } },
    ]);
  });

  it("past the account's threshold, refuses every address that failed and still lets a new one try once", async () => {
    const victim = await signUpAndLogIn(app, "spread");
    const { failures } = LOGIN_LOCKOUT.perAccount;
    const guessers = Array.from({ length: failures }, () => nextIp());
    for (const ip of guessers) {
      expect((await logIn(victim.email, "Guess#spread1", ip)).statusCode).toBe(400);
    }
    const [accountLockout] = (await lockoutsOf(victim.email)).filter(
      (event) => (event.details as { scope?: string }).scope === "account",
    );
    expect(accountLockout).toMatchObject({
      organizationId: victim.organizationId,
      details: { scope: "account", failures, windowMinutes: LOGIN_LOCKOUT.perAccount.windowMinutes },
    });

    expect((await logIn(victim.email, STRONG_PASSWORD, guessers[0] as string)).statusCode).toBe(429);
    expect((await logIn(victim.email, STRONG_PASSWORD, nextIp())).statusCode).toBe(200);

    const newcomer = nextIp();
    expect((await logIn(victim.email, "Guess#spread2", newcomer)).statusCode).toBe(400);
    expect((await logIn(victim.email, STRONG_PASSWORD, newcomer)).statusCode).toBe(429);
    expect(await lockoutsOf(victim.email)).toHaveLength(1);
  }, 120_000);
});
