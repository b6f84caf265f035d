import { accountMessages, type TEmailChangeConfirm, type TEmailChangeRequest } from "@paralex/shared/account";
import { paths } from "@paralex/shared/routes";
import { getPrimaryOrganizationId } from "../../access/membership.js";
import type { AuthenticatedUser } from "../../access/viewer.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { AppError } from "../../lib/app-error.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import { createRandomToken, hashToken } from "../auth/auth-tokens.js";
import { verifyPassword } from "../auth/password-hashing.js";
import { getUserById } from "../users/users.service.js";
import {
  consumeEmailChange,
  findEmailChange,
  isEmailUsedByAnother,
  replacePendingEmailChange,
  updateUserEmail,
} from "./account.repository.js";
import type { AccountDeps } from "./account-deps.js";
import { renderConfirmEmailChange, renderEmailChangeNotice } from "./account-mail-templates.js";
import { requireAccount } from "./account-profile.service.js";

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

const emailTaken = () => AppError.validation({ email: [accountMessages.emailTaken] });
const emailTakenAtConfirm = () =>
  new AppError("validation", accountMessages.emailTaken, { detail: accountMessages.emailTaken });
const linkInvalid = () =>
  new AppError("validation", accountMessages.emailChangeLinkInvalid, {
    detail: accountMessages.emailChangeLinkInvalid,
  });

/**
 * POST account/email/: after the current password, stores a pending change and mails its link to the new address
 * (a notice goes to the current one). Nothing about the account changes until the link is opened.
 */
export async function requestEmailChange(
  deps: AccountDeps,
  caller: AuthenticatedUser,
  input: TEmailChangeRequest,
  source: AuditSource | null = null,
): Promise<{ detail: string }> {
  const user = await requireAccount(deps, caller);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw AppError.validation({ password: [accountMessages.emailWrongPassword] });
  }
  if (input.email.toLowerCase() === user.email.toLowerCase()) {
    throw AppError.validation({ email: [accountMessages.emailUnchanged] });
  }
  if (await isEmailUsedByAnother(deps.db, input.email, user.id)) throw emailTaken();

  const key = createRandomToken();
  const organizationId = await getPrimaryOrganizationId(deps.db, user.id);
  const mail = { brandName: deps.brandName, firstName: user.firstName };
  await deps.db.transaction(async (tx) => {
    await replacePendingEmailChange(tx, {
      userId: user.id,
      newEmail: input.email,
      keyHash: hashToken(key),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
    });
    await recordAuditEvent(tx, {
      action: "email_change_requested",
      organizationId,
      actorUserId: user.id,
      actorEmail: user.email,
      target: input.email,
      details: { previousEmail: user.email },
      source,
    });
    await deps.mailer.send(
      tx,
      renderConfirmEmailChange({
        ...mail,
        to: input.email,
        currentEmail: user.email,
        link: `${deps.publicUrl}${paths.confirmEmailChange(key)}`,
      }),
    );
    await deps.mailer.send(
      tx,
      renderEmailChangeNotice({
        ...mail,
        to: user.email,
        newEmail: input.email,
        link: `${deps.publicUrl}${paths.forgotPassword}`,
      }),
    );
  });
  return { detail: accountMessages.emailChangeSent(input.email) };
}

/** POST account/email/confirm/: a key works once, within 24 hours, while no other account has taken the address. */
export async function confirmEmailChange(
  deps: Pick<AccountDeps, "db" | "sessions">,
  input: TEmailChangeConfirm,
  source: AuditSource | null = null,
): Promise<{ detail: string; email: string }> {
  const keyHash = hashToken(input.key);
  const pending = await findEmailChange(deps.db, keyHash);
  const user = pending ? await getUserById(deps.db, pending.userId) : undefined;
  const isUsable = pending && !pending.usedAt && pending.expiresAt.getTime() > Date.now();
  if (!pending || !isUsable || !user) throw linkInvalid();
  if (await isEmailUsedByAnother(deps.db, pending.newEmail, user.id)) throw emailTakenAtConfirm();
  const organizationId = await getPrimaryOrganizationId(deps.db, user.id);
  try {
    await deps.db.transaction(async (tx) => {
      const change = await consumeEmailChange(tx, keyHash, new Date());
      if (!change) throw linkInvalid();
      await updateUserEmail(tx, change.userId, change.newEmail);
      await recordAuditEvent(tx, {
        action: "email_changed",
        organizationId,
        actorUserId: user.id,
        actorEmail: change.newEmail,
        target: change.newEmail,
        details: { previousEmail: user.email },
        source,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenAtConfirm();
    throw error;
  }
  // Signed-in requests name the user by the address their session was found with.
  deps.sessions.clear();
  return { detail: accountMessages.emailChanged, email: pending.newEmail };
}
