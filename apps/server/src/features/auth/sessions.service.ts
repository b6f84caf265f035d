import {
  authApiMessages,
  type TLoginRequest,
  type TLoginResponse,
  type TLogoutRequest,
  type TRefreshRequest,
  type TTokenPair,
  type TTokenVerifyRequest,
} from "@paralex/shared/auth-validation";
import type { TSecondStepAnswer } from "@paralex/shared/two-factor";
import type { AuthenticatedUser } from "../../access/viewer.js";
import { AppError } from "../../lib/app-error.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import { getUserByEmail, getUserById, isUserId, type UserRecord } from "../users/users.service.js";
import {
  findLiveSessionUser,
  findRefreshToken,
  isSessionLive,
  revokeRefreshTokenFamily,
  rotateRefreshToken,
  updatePasswordHash,
} from "./auth.repository.js";
import { type AuthDeps, fieldError, recordUserEvent, refreshNotValid, type UserEvent } from "./auth.service.js";
import type { LoginGuard } from "./auth-rate-limits.js";
import { createRandomToken, hashToken } from "./auth-tokens.js";
import type { LiveSession } from "./live-session-cache.js";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./password-hashing.js";
import { touchAuthSession } from "./second-factor.repository.js";
import { secondFactorMethodsOf, startSecondStep } from "./second-factor.service.js";
import { startSession } from "./start-session.js";

const invalidCredentials = () => fieldError("non_field_errors", authApiMessages.invalidCredentials);

/** Counts a wrong password against the guard and audits each lockout it starts, as the account's own event. */
async function countWrongPassword(
  deps: AuthDeps,
  guard: LoginGuard,
  event: { user: UserRecord | undefined; target: string; source: AuditSource | null },
): Promise<void> {
  for (const lockout of await guard.recordFailure()) {
    const locked: UserEvent = {
      action: "login_locked",
      target: event.target,
      details: { ...lockout },
      source: event.source,
    };
    if (event.user) await recordUserEvent(deps, event.user, locked);
    else await recordAuditEvent(deps.db, locked);
  }
}

/**
 * POST auth/login/. The guard may refuse before any password is checked, alike for known and unknown
 * addresses; an unknown address still costs one argon2 verification, and "not verified" is said only to
 * someone who gave the right password. An account with a second factor gets no session here but a second-step
 * token (decision 070); every other account gets the spec's answer, unchanged.
 */
export async function logIn(
  deps: AuthDeps,
  input: TLoginRequest,
  source: AuditSource | null,
  guard: LoginGuard,
): Promise<TLoginResponse | TSecondStepAnswer> {
  await guard.assertMayTry();
  const user = input.email ? await getUserByEmail(deps.db, input.email) : undefined;
  if (!user) {
    await verifyAgainstDummy(input.password);
    const target = input.email.slice(0, 320);
    await recordAuditEvent(deps.db, {
      action: "login_failed",
      target,
      details: { reason: "unknown_account" },
      source,
    });
    await countWrongPassword(deps, guard, { user: undefined, target, source });
    throw invalidCredentials();
  }
  const failed = async (reason: string) =>
    recordUserEvent(deps, user, { action: "login_failed", target: user.email, details: { reason }, source });
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await failed("wrong_password");
    await countWrongPassword(deps, guard, { user, target: user.email, source });
    throw invalidCredentials();
  }
  if (!user.isEmailVerified) {
    await failed("email_not_verified");
    throw fieldError("non_field_errors", authApiMessages.emailNotVerified);
  }
  if (needsRehash(user.passwordHash)) await updatePasswordHash(deps.db, user.id, await hashPassword(input.password));
  const methods = await secondFactorMethodsOf(deps, user.id);
  if (methods.length > 0) return startSecondStep(deps, user, methods);
  const session = await startSession(deps, user, source);
  await recordUserEvent(deps, user, { action: "login", target: user.email, source });
  return session;
}

/**
 * POST auth/token/refresh/: each refresh token works once and is replaced by a new one of the same
 * family. Presenting a replaced token again means it was copied: the whole family is revoked.
 */
export async function refreshSession(deps: AuthDeps, input: TRefreshRequest): Promise<TTokenPair> {
  const stored = await findRefreshToken(deps.db, hashToken(input.refresh));
  if (!stored) throw refreshNotValid();
  if (stored.revokedAt) {
    if (stored.replacedBy) await endSession(deps, stored.familyId);
    throw refreshNotValid();
  }
  if (stored.expiresAt.getTime() <= Date.now()) throw refreshNotValid();

  const refresh = createRandomToken();
  const refreshExpiresAt = new Date(Date.now() + deps.refreshTtlSeconds * 1000);
  const isRotated = await rotateRefreshToken(deps.db, {
    currentId: stored.id,
    userId: stored.userId,
    familyId: stored.familyId,
    next: { hash: hashToken(refresh), expiresAt: refreshExpiresAt },
  });
  if (!isRotated) {
    await endSession(deps, stored.familyId);
    throw refreshNotValid();
  }
  await touchAuthSession(deps.db, stored.familyId);
  const access = await deps.tokens.signAccess({ userId: stored.userId, sessionId: stored.familyId });
  return {
    access: access.token,
    refresh,
    access_expiration: access.expiresAt.toISOString(),
    refresh_expiration: refreshExpiresAt.toISOString(),
  };
}

/** Revokes the session and forgets it at once here; other servers hear of it from the database. */
async function endSession(deps: Pick<AuthDeps, "db" | "sessions">, familyId: string): Promise<void> {
  await revokeRefreshTokenFamily(deps.db, familyId);
  deps.sessions.clear();
}

/**
 * POST auth/logout/: ends the session the refresh token belongs to or, without one, the session of the caller's
 * access token. Nothing to end is a 401 with dj-rest-auth's words, never a logout that did not happen.
 */
export async function logOut(
  deps: AuthDeps,
  input: TLogoutRequest,
  caller: AuthenticatedUser | null,
  source: AuditSource | null = null,
): Promise<{ detail: string }> {
  let session: { userId: string; familyId: string };
  if (input.refresh) {
    const stored = await findRefreshToken(deps.db, hashToken(input.refresh));
    if (!stored) throw unauthorizedDetail(authApiMessages.tokenInvalidOrExpired);
    session = { userId: stored.userId, familyId: stored.familyId };
  } else if (caller) {
    session = { userId: caller.id, familyId: caller.sessionId };
  } else {
    throw unauthorizedDetail(authApiMessages.refreshNotIncluded);
  }
  const wasLive = await isSessionLive(deps.db, session);
  await endSession(deps, session.familyId);
  const user = wasLive ? await getUserById(deps.db, session.userId) : undefined;
  if (user) await recordUserEvent(deps, user, { action: "logout", target: user.email, source });
  return { detail: authApiMessages.loggedOut };
}

const unauthorizedDetail = (detail: string) => new AppError("unauthorized", detail, { detail });

/**
 * POST auth/token/verify/: whether an access or chat token of ours is still good, its session included. The chat
 * service asks here, so a chat token dies with the session it was issued for.
 */
export async function verifyToken(
  deps: Pick<AuthDeps, "db" | "tokens" | "sessions">,
  input: TTokenVerifyRequest,
): Promise<Record<string, never>> {
  const claims = (await deps.tokens.verifyAccess(input.token)) ?? (await deps.tokens.verifyChat(input.token));
  const isLive =
    claims &&
    isUserId(claims.userId) &&
    isUserId(claims.sessionId) &&
    (await findLiveSession(deps, claims.sessionId, claims.userId));
  if (!isLive) throw refreshNotValid();
  return {};
}

/** The user and session an access token speaks for, or null when either is gone. */
export async function authenticateAccessToken(
  deps: Pick<AuthDeps, "db" | "tokens" | "sessions">,
  token: string,
): Promise<AuthenticatedUser | null> {
  const claims = await deps.tokens.verifyAccess(token);
  if (!claims) return null;
  if (!isUserId(claims.userId) || !isUserId(claims.sessionId)) return null;
  const session = await findLiveSession(deps, claims.sessionId, claims.userId);
  if (!session) return null;
  return { id: session.user.id, email: session.user.email, sessionId: claims.sessionId };
}

async function findLiveSession(
  deps: Pick<AuthDeps, "db" | "sessions">,
  sessionId: string,
  userId: string,
): Promise<LiveSession | undefined> {
  const cached = deps.sessions.lookup(sessionId, userId, Date.now());
  if (cached) return cached;
  const generation = deps.sessions.generation();
  const row = await findLiveSessionUser(deps.db, { userId, familyId: sessionId });
  if (!row) return undefined;
  const session = { user: { id: row.id, email: row.email }, expiresAt: row.expiresAt };
  deps.sessions.remember(generation, sessionId, session, Date.now());
  return session;
}
