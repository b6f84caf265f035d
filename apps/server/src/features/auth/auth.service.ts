import { randomUUID } from "node:crypto";
import {
  authApiMessages,
  authMessages,
  meetsResetPasswordRule,
  type TEmailRequest,
  type TLoginRequest,
  type TLoginResponse,
  type TLogoutRequest,
  type TPasswordChangeRequest,
  type TPasswordResetConfirmRequest,
  type TRefreshRequest,
  type TTokenPair,
  type TTokenVerifyRequest,
  type TVerifyEmailRequest,
  ZRegistrationRequest,
} from "@paralex/shared/auth-validation";
import { paths } from "@paralex/shared/routes";
import type { Db, DbExecutor } from "../../db/client.js";
import { AppError, type FieldErrors } from "../../lib/app-error.js";
import { parseInput } from "../../lib/parse-input.js";
import { type AuditEventInput, type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import type { Mailer } from "../mail/mail.service.js";
import { renderConfirmEmail, renderResetPassword } from "../mail/mail-templates.js";
import { defaultOrganizationName, getPrimaryOrganizationId } from "../organizations/organizations.service.js";
import { describeUser, getUserByEmail, getUserById, isUserId, type UserRecord } from "../users/users.service.js";
import {
  consumeEmailConfirmation,
  findLiveSessionUser,
  findPasswordReset,
  findRefreshToken,
  insertEmailConfirmation,
  insertPasswordReset,
  insertRefreshToken,
  insertUnverifiedAccount,
  isSessionLive,
  isUniqueViolation,
  replacePassword,
  revokeRefreshTokenFamily,
  rotateRefreshToken,
  updatePasswordHash,
} from "./auth.repository.js";
import type { LoginGuard } from "./auth-rate-limits.js";
import { createRandomToken, hashToken, type TokenSigner } from "./auth-tokens.js";
import type { LiveSession, LiveSessionCache } from "./live-session-cache.js";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./password-hashing.js";
import { validatePasswordStrength } from "./password-validators.js";
import { renderExistingAccountNotice, renderPendingSignUpNotice } from "./sign-up-notice-mail.js";

export const CONFIRMATION_KEY_TTL_MS = 3 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  tokens: TokenSigner;
  publicUrl: string;
  brandName: string;
  refreshTtlSeconds: number;
  sessions: LiveSessionCache;
}

export interface AuthenticatedUser {
  id: string;
  email: string;
  sessionId: string;
}

const fieldError = (field: string, message: string) => AppError.validation({ [field]: [message] });

const invalidCredentials = () => fieldError("non_field_errors", authApiMessages.invalidCredentials);

export const tokenNotValid = () =>
  new AppError("unauthorized", authApiMessages.tokenNotValidForAnyType, {
    detail: authApiMessages.tokenNotValidForAnyType,
    code: authApiMessages.tokenNotValidCode,
  });

const refreshNotValid = () =>
  new AppError("unauthorized", authApiMessages.tokenInvalidOrExpired, {
    detail: authApiMessages.tokenInvalidOrExpired,
    code: authApiMessages.tokenNotValidCode,
  });

function newSecret(ttlMs: number) {
  const token = createRandomToken();
  return { token, stored: { hash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) } };
}

function collectFieldErrors(input: unknown): FieldErrors {
  try {
    parseInput(ZRegistrationRequest, input);
    return {};
  } catch (error) {
    if (error instanceof AppError && error.code === "validation") return { ...(error.body as FieldErrors) };
    throw error;
  }
}

function textField(input: Record<string, unknown>, field: string): string | undefined {
  const value = input[field];
  return typeof value === "string" ? value.trim() : undefined;
}

async function sendConfirmation(
  deps: AuthDeps,
  tx: DbExecutor,
  user: { email: string; firstName: string },
  key: string,
) {
  await deps.mailer.send(
    tx,
    renderConfirmEmail({
      to: user.email,
      brandName: deps.brandName,
      firstName: user.firstName,
      link: `${deps.publicUrl}/register/confirm-account/${key}`,
    }),
  );
}

/**
 * POST auth/registration/. Every field's rules are checked and reported together, as DRF does: the
 * spec's rule first, Django's password validators once it passes; the two passwords are compared last.
 * An address that already has an account, confirmed or not, answers exactly like a new one and its account
 * stays as it is: the address is mailed a notice instead (decision 028).
 */
export async function registerAccount(deps: AuthDeps, input: unknown): Promise<{ detail: string }> {
  const errors = collectFieldErrors(input);
  const raw = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  const password1 = raw.password1;
  if (!errors.password1 && typeof password1 === "string") {
    const problems = validatePasswordStrength(password1, {
      first_name: textField(raw, "first_name"),
      last_name: textField(raw, "last_name"),
      email: textField(raw, "email"),
    });
    if (problems.length > 0) errors.password1 = problems;
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);

  const registration = parseInput(ZRegistrationRequest, input);
  if (registration.password1 !== registration.password2) {
    throw fieldError("non_field_errors", authApiMessages.registrationPasswordsDidNotMatch);
  }
  // Hashed whether or not the address is free, so the answer takes as long either way.
  const passwordHash = await hashPassword(registration.password1);
  const { token: key, stored: confirmation } = newSecret(CONFIRMATION_KEY_TTL_MS);
  const names = { firstName: registration.first_name, lastName: registration.last_name };
  let isNew = true;
  try {
    await insertUnverifiedAccount(deps.db, {
      email: registration.email,
      passwordHash,
      ...names,
      organizationName: defaultOrganizationName(names.firstName, names.lastName),
      confirmation,
      alsoInTransaction: (tx) =>
        sendConfirmation(deps, tx, { email: registration.email, firstName: names.firstName }, key),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    isNew = false;
  }
  if (!isNew) await sendRepeatedSignUpNotice(deps, registration.email);
  return { detail: authApiMessages.verificationSent };
}

/**
 * Someone signed up with an address that has an account: a pending one gets one more confirmation link (the
 * earlier ones keep working), a confirmed one a reset link. Sent before answering, as a new sign-up's email is.
 */
async function sendRepeatedSignUpNotice(deps: AuthDeps, email: string): Promise<void> {
  const user = await getUserByEmail(deps.db, email);
  if (!user) return;
  await deps.db.transaction(async (tx) => {
    if (user.isEmailVerified) {
      const link = await issuePasswordResetLink(deps, tx, user);
      await deps.mailer.send(
        tx,
        renderExistingAccountNotice({ to: user.email, brandName: deps.brandName, firstName: user.firstName, link }),
      );
      return;
    }
    const { token: key, stored: confirmation } = newSecret(CONFIRMATION_KEY_TTL_MS);
    await insertEmailConfirmation(tx, user.id, confirmation);
    await deps.mailer.send(
      tx,
      renderPendingSignUpNotice({
        to: user.email,
        brandName: deps.brandName,
        firstName: user.firstName,
        link: `${deps.publicUrl}${paths.registerConfirm(key)}`,
        forgotPasswordUrl: `${deps.publicUrl}${paths.forgotPassword}`,
      }),
    );
  });
}

/** POST auth/registration/verify-email/: any unexpired key of a pending account confirms it, and spends them all. */
export async function verifyEmail(deps: AuthDeps, input: TVerifyEmailRequest): Promise<{ detail: string }> {
  const userId = await consumeEmailConfirmation(deps.db, hashToken(input.key), new Date());
  if (!userId) throw new AppError("not_found", authApiMessages.notFound);
  return { detail: authApiMessages.ok };
}

/** POST auth/registration/resend-email/: the same answer whatever the address, mailed after answering. */
export async function resendConfirmation(deps: AuthDeps, input: TEmailRequest): Promise<{ detail: string }> {
  const user = await getUserByEmail(deps.db, input.email);
  const { token: key, stored: confirmation } = newSecret(CONFIRMATION_KEY_TTL_MS);
  if (user && !user.isEmailVerified) {
    await deps.db.transaction(async (tx) => {
      await insertEmailConfirmation(tx, user.id, confirmation);
      await sendConfirmation(deps, tx, user, key);
    });
  }
  return { detail: authApiMessages.ok };
}

async function startSession(deps: AuthDeps, user: UserRecord): Promise<TLoginResponse> {
  const familyId = randomUUID();
  const refresh = createRandomToken();
  const refreshExpiresAt = new Date(Date.now() + deps.refreshTtlSeconds * 1000);
  await insertRefreshToken(deps.db, {
    userId: user.id,
    familyId,
    hash: hashToken(refresh),
    expiresAt: refreshExpiresAt,
  });
  const access = await deps.tokens.signAccess({ userId: user.id, sessionId: familyId });
  return {
    access: access.token,
    refresh,
    access_expiration: access.expiresAt.toISOString(),
    refresh_expiration: refreshExpiresAt.toISOString(),
    user: await describeUser(deps.db, user),
    chat_token: await deps.tokens.signChat({ userId: user.id, sessionId: familyId }, refreshExpiresAt),
  };
}

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
 * someone who gave the right password.
 */
export async function logIn(
  deps: AuthDeps,
  input: TLoginRequest,
  source: AuditSource | null,
  guard: LoginGuard,
): Promise<TLoginResponse> {
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
  const session = await startSession(deps, user);
  await recordUserEvent(deps, user, { action: "login", target: user.email, source });
  return session;
}

type UserEvent = Omit<AuditEventInput, "actorUserId" | "actorEmail" | "organizationId">;

/** An audit entry about one account: it is the actor, and its organization sees the entry. */
async function userEvent(deps: Pick<AuthDeps, "db">, user: Pick<UserRecord, "id" | "email">, event: UserEvent) {
  return {
    ...event,
    actorUserId: user.id,
    actorEmail: user.email,
    organizationId: await getPrimaryOrganizationId(deps.db, user.id),
  } satisfies AuditEventInput;
}

async function recordUserEvent(deps: Pick<AuthDeps, "db">, user: Pick<UserRecord, "id" | "email">, event: UserEvent) {
  await recordAuditEvent(deps.db, await userEvent(deps, user, event));
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

/** replacePassword, and the sessions it revoked forgotten here at once. */
async function replacePasswordEndingSessions(
  deps: Pick<AuthDeps, "db" | "sessions">,
  change: Parameters<typeof replacePassword>[1],
): Promise<boolean> {
  const isReplaced = await replacePassword(deps.db, change);
  deps.sessions.clear();
  return isReplaced;
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

function encodeUid(userId: string): string {
  return Buffer.from(userId, "utf8").toString("base64url");
}

function decodeUid(uid: string): string | undefined {
  const userId = Buffer.from(uid, "base64url").toString("utf8");
  return isUserId(userId) ? userId : undefined;
}

/** Ties a reset token to the password it may replace: any change of password kills it. */
function passwordFingerprint(passwordHash: string): string {
  return hashToken(passwordHash);
}

/** A stored reset token for the user's current password, as the link that carries it. */
async function issuePasswordResetLink(deps: AuthDeps, tx: DbExecutor, user: UserRecord): Promise<string> {
  const { token, stored } = newSecret(PASSWORD_RESET_TTL_MS);
  await insertPasswordReset(tx, {
    userId: user.id,
    passwordFingerprint: passwordFingerprint(user.passwordHash),
    token: stored,
  });
  return `${deps.publicUrl}${paths.passwordResetConfirm(encodeUid(user.id), token)}`;
}

/**
 * POST auth/password/reset/: the same answer and nearly the same work whether or not the address has an
 * account; the email goes out after the answer.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: TEmailRequest,
  source: AuditSource | null = null,
): Promise<{ detail: string }> {
  const user = await getUserByEmail(deps.db, input.email);
  if (!user) {
    await recordAuditEvent(deps.db, {
      action: "password_reset_requested",
      target: input.email,
      details: { reason: "unknown_account" },
      source,
    });
  } else {
    await recordUserEvent(deps, user, { action: "password_reset_requested", target: user.email, source });
    await deps.db.transaction(async (tx) => {
      const link = await issuePasswordResetLink(deps, tx, user);
      await deps.mailer.send(
        tx,
        renderResetPassword({ to: user.email, brandName: deps.brandName, firstName: user.firstName, link }),
      );
    });
  }
  return { detail: authApiMessages.resetSent };
}

/** Django's SetPasswordForm order: the two must match, then the spec's reset rule, then Django's validators. */
function newPasswordProblems(password1: string, password2: string, owner: UserRecord): string[] {
  if (password1 !== password2) return [authApiMessages.setPasswordsDidNotMatch];
  if (!meetsResetPasswordRule(password2)) return [authMessages.resetPasswordRule];
  return validatePasswordStrength(password2, {
    first_name: owner.firstName,
    last_name: owner.lastName,
    email: owner.email,
  });
}

/**
 * POST auth/password/reset/confirm/. A token works once, within an hour, and only while the password is
 * the one it was issued for. Success signs the user out everywhere and marks the address verified (the
 * link arrived there).
 */
export async function confirmPasswordReset(
  deps: AuthDeps,
  input: TPasswordResetConfirmRequest,
  source: AuditSource | null = null,
): Promise<{ detail: string }> {
  const userId = decodeUid(input.uid);
  const user = userId ? await getUserById(deps.db, userId) : undefined;
  if (!user) throw fieldError("uid", authApiMessages.invalidValue);
  const reset = await findPasswordReset(deps.db, hashToken(input.token));
  const isUsable =
    reset &&
    reset.userId === user.id &&
    !reset.usedAt &&
    reset.expiresAt.getTime() > Date.now() &&
    reset.passwordFingerprint === passwordFingerprint(user.passwordHash);
  if (!reset || !isUsable) throw fieldError("token", authApiMessages.invalidValue);
  const problems = newPasswordProblems(input.new_password1, input.new_password2, user);
  if (problems.length > 0) throw AppError.validation({ new_password2: problems });

  const audit = await userEvent(deps, user, { action: "password_reset", target: user.email, source });
  const isReplaced = await replacePasswordEndingSessions(deps, {
    userId: user.id,
    currentPasswordHash: user.passwordHash,
    newPasswordHash: await hashPassword(input.new_password1),
    resetId: reset.id,
    alsoInTransaction: (tx) => recordAuditEvent(tx, audit),
  });
  if (!isReplaced) throw fieldError("token", authApiMessages.invalidValue);
  return { detail: authApiMessages.resetDone };
}

/** POST auth/password/change/: the caller's own session stays signed in; every other one ends. */
export async function changePassword(
  deps: AuthDeps,
  caller: AuthenticatedUser,
  input: TPasswordChangeRequest,
  source: AuditSource | null = null,
): Promise<{ detail: string }> {
  const user = await getUserById(deps.db, caller.id);
  if (!user) throw tokenNotValid();
  if (!(await verifyPassword(user.passwordHash, input.old_password))) {
    throw fieldError("old_password", authApiMessages.wrongOldPassword);
  }
  const problems = newPasswordProblems(input.new_password1, input.new_password2, user);
  if (problems.length > 0) throw AppError.validation({ new_password2: problems });
  const audit = await userEvent(deps, user, {
    action: "password_changed",
    target: user.email,
    details: { otherSessionsEnded: true },
    source,
  });
  const isReplaced = await replacePasswordEndingSessions(deps, {
    userId: user.id,
    currentPasswordHash: user.passwordHash,
    newPasswordHash: await hashPassword(input.new_password1),
    keepFamilyId: caller.sessionId,
    alsoInTransaction: (tx) => recordAuditEvent(tx, audit),
  });
  if (!isReplaced) throw fieldError("old_password", authApiMessages.wrongOldPassword);
  return { detail: authApiMessages.passwordChangedOtherSessionsEnded };
}
