import { authApiMessages } from "@paralex/shared/auth-validation";
import { deliveredAddress } from "@paralex/shared/email-address";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.js";
import { clientAddressOf, perClientLimit, requestRateLimit } from "../../lib/request-rate-limit.js";

interface AuthRateLimit {
  perIp: number;
  /**
   * Counted on the mailbox the body's `email` is delivered to (deliveredAddress), from any number of client
   * addresses: it caps the mail sent to one mailbox, per minute and per day. Never on login, where it would let
   * anyone lock the owner out (LOGIN_LOCKOUT instead).
   */
  perAddress?: { perMinute: number; perDay: number };
}

/** Requests per minute, and mail to one address per minute and day. `login` per IP caps trying many accounts. */
export const AUTH_RATE_LIMITS = {
  login: { perIp: 10 },
  registration: { perIp: 10, perAddress: { perMinute: 5, perDay: 20 } },
  resendEmail: { perIp: 5, perAddress: { perMinute: 3, perDay: 10 } },
  passwordReset: { perIp: 5, perAddress: { perMinute: 3, perDay: 10 } },
  verifyEmail: { perIp: 20 },
  passwordResetConfirm: { perIp: 10 },
  tokenRefresh: { perIp: 30 },
  passwordChange: { perIp: 10 },
  emailChange: { perIp: 5, perAddress: { perMinute: 3, perDay: 10 } },
  emailChangeConfirm: { perIp: 20 },
  profileUpdate: { perIp: 30 },
  photoUpload: { perIp: 20 },
  secondStep: { perIp: 10 },
  twoFactor: { perIp: 10 },
  passkeySignIn: { perIp: 20 },
  sessions: { perIp: 30 },
  signInProviders: { perIp: 30 },
  linkProof: { perIp: 10 },
} satisfies Record<string, AuthRateLimit>;

/**
 * Wrong passwords for one account (known or not, so the answer tells nothing) within the window that lock it:
 * against the client address they came from; and, past the much higher per-account figure, against every
 * address that failed for it, while an address that has not failed may still try (decision 031).
 */
export const LOGIN_LOCKOUT = {
  perAddressAndAccount: { failures: 5, windowMinutes: 15 },
  perAccount: { failures: 50, windowMinutes: 60 },
} as const;

export type AuthRateLimitName = keyof typeof AUTH_RATE_LIMITS;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The body's `email` as login counts it: trimmed and lower-cased, the account it names. */
function addressOf(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
  return email.length > 0 ? email.slice(0, 320) : undefined;
}

function mailboxOf(request: FastifyRequest): string | undefined {
  const address = addressOf(request);
  return address ? deliveredAddress(address) : undefined;
}

/**
 * A preValidation or preHandler hook (the body is parsed by then) that counts the request against its IP and, where set,
 * against the mailbox it names, per minute and per day; any limit answers 429. Counters live in Redis when configured.
 */
export function authRateLimit(app: FastifyInstance, name: AuthRateLimitName) {
  const limits: AuthRateLimit = AUTH_RATE_LIMITS[name];
  const byIp = perClientLimit(app, `auth:${name}`, limits.perIp);
  const perAddress = limits.perAddress;
  const byMailbox = (window: "minute" | "day", max: number) =>
    requestRateLimit(app, {
      max,
      timeWindow: window === "minute" ? 60_000 : DAY_MS,
      key: (request) => {
        const mailbox = mailboxOf(request);
        return mailbox ? `auth:${name}:mailbox:${window}:${mailbox}` : undefined;
      },
    });
  const byAddress = perAddress ? [byMailbox("minute", perAddress.perMinute), byMailbox("day", perAddress.perDay)] : [];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await byIp(request, reply);
    for (const limit of byAddress) await limit(request, reply);
  };
}

export type LoginLockoutScope = "address" | "account";

export interface LoginLockout {
  scope: LoginLockoutScope;
  failures: number;
  windowMinutes: number;
}

/** What logIn asks before it checks a password, and tells after a wrong one. */
export interface LoginGuard {
  /** Throws 429 when the lockout refuses this client address for this account. */
  assertMayTry(): Promise<void>;
  /** Counts one wrong password; answers the lockouts that this very failure started. */
  recordFailure(): Promise<LoginLockout[]>;
}

type LockoutCounter = {
  scope: LoginLockoutScope;
  limit: { failures: number; windowMinutes: number };
  count: ReturnType<FastifyInstance["createRateLimit"]>;
};

/** The two lockout counters (per client address and account, per account), keyed by `keyOf`. */
function lockoutCounters(
  app: FastifyInstance,
  keyOf: (scope: LoginLockoutScope, request: FastifyRequest) => string,
): [LockoutCounter, LockoutCounter] {
  const counter = (scope: LoginLockoutScope, limit: LockoutCounter["limit"]): LockoutCounter => ({
    scope,
    limit,
    count: app.createRateLimit({
      max: limit.failures,
      timeWindow: limit.windowMinutes * 60_000,
      keyGenerator: (request) => keyOf(scope, request),
    }),
  });
  return [counter("address", LOGIN_LOCKOUT.perAddressAndAccount), counter("account", LOGIN_LOCKOUT.perAccount)];
}

/** The 429 of a lockout, with how long it lasts. */
function lockedOut(reply: FastifyReply, ttlMs: number): AppError {
  reply.header("retry-after", Math.ceil(ttlMs / 1000));
  return new AppError("rate_limited", authApiMessages.loginLocked(Math.max(1, Math.ceil(ttlMs / 60_000))));
}

/** Counts one failure on both counters; answers the lockouts that this very failure started. */
async function recordFailures(counters: readonly LockoutCounter[], request: FastifyRequest): Promise<LoginLockout[]> {
  const started: LoginLockout[] = [];
  for (const { scope, limit, count } of counters) {
    const result = await count(request);
    if (!result.isAllowed && result.remaining === 0 && !result.isExceeded) started.push({ scope, ...limit });
  }
  return started;
}

/** Makes the LoginGuard of each login request; counters live in Redis when configured. */
export function loginGuards(app: FastifyInstance): (request: FastifyRequest, reply: FastifyReply) => LoginGuard {
  const counters = lockoutCounters(app, (scope, request) =>
    scope === "address"
      ? `auth:login-failures:${clientAddressOf(request)}:${addressOf(request)}`
      : `auth:login-failures:account:${addressOf(request)}`,
  );
  const [byPair, byAccount] = counters;

  return (request, reply) => ({
    async assertMayTry() {
      if (!addressOf(request)) return;
      const [pair, account] = await Promise.all([
        byPair.count(request, { increment: false }),
        byAccount.count(request, { increment: false }),
      ]);
      if (pair.isAllowed || account.isAllowed) return;
      const hasThisAddressFailed = pair.remaining < pair.max;
      if (pair.remaining === 0) throw lockedOut(reply, pair.ttl);
      if (account.remaining === 0 && hasThisAddressFailed) throw lockedOut(reply, account.ttl);
    },
    async recordFailure() {
      if (!addressOf(request)) return [];
      return recordFailures(counters, request);
    },
  });
}

const guardedAccount = new WeakMap<FastifyRequest, string>();

/**
 * Wrong second-factor codes (and wrong passwords given to change a factor) count as wrong passwords do, with the
 * same figures (LOGIN_LOCKOUT), on the account the code is for rather than the address typed: per client address
 * and account, and per account.
 */
export function codeGuards(
  app: FastifyInstance,
): (request: FastifyRequest, reply: FastifyReply, userId: string) => LoginGuard {
  const counters = lockoutCounters(app, (scope, request) =>
    scope === "address"
      ? `auth:code-failures:${clientAddressOf(request)}:${guardedAccount.get(request)}`
      : `auth:code-failures:account:${guardedAccount.get(request)}`,
  );
  const [byPair, byAccount] = counters;
  return (request, reply, userId) => {
    guardedAccount.set(request, userId);
    return {
      async assertMayTry() {
        const [pair, account] = await Promise.all([
          byPair.count(request, { increment: false }),
          byAccount.count(request, { increment: false }),
        ]);
        const refused = [pair, account].find((result) => !result.isAllowed && result.remaining === 0);
        if (!refused || refused.isAllowed) return;
        throw lockedOut(reply, refused.ttl);
      },
      recordFailure: () => recordFailures(counters, request),
    };
  };
}
