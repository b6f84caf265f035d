import {
  authApiMessages,
  authMessages,
  meetsResetPasswordRule,
  type TEmailRequest,
  type TPasswordChangeRequest,
  type TPasswordResetConfirmRequest,
} from "@paralex/shared/auth-validation";
import { paths } from "@paralex/shared/routes";
import type { AuthenticatedUser } from "../../access/viewer.js";
import type { DbExecutor } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import { renderResetPassword } from "../mail/mail-templates.js";
import { getUserByEmail, getUserById, isUserId, type UserRecord } from "../users/users.service.js";
import { findPasswordReset, insertPasswordReset, replacePassword } from "./auth.repository.js";
import { type AuthDeps, fieldError, newSecret, recordUserEvent, tokenNotValid, userEvent } from "./auth.service.js";
import { hashToken } from "./auth-tokens.js";
import { hashPassword, verifyPassword } from "./password-hashing.js";
import { validatePasswordStrength } from "./password-validators.js";

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** A stored reset token for the user's current password, as the link that carries it. */
export async function issuePasswordResetLink(deps: AuthDeps, tx: DbExecutor, user: UserRecord): Promise<string> {
  const { token, stored } = newSecret(PASSWORD_RESET_TTL_MS);
  await insertPasswordReset(tx, {
    userId: user.id,
    passwordFingerprint: passwordFingerprint(user.passwordHash),
    token: stored,
  });
  return `${deps.publicUrl}${paths.passwordResetConfirm(encodeUid(user.id), token)}`;
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
