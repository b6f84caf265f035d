import {
  authApiMessages,
  type TEmailRequest,
  type TVerifyEmailRequest,
  ZRegistrationRequest,
} from "@paralex/shared/auth-validation";
import { defaultOrganizationName, ZOrganizationName } from "@paralex/shared/organization";
import { paths } from "@paralex/shared/routes";
import type { DbExecutor } from "../../db/client.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { AppError, type FieldErrors } from "../../lib/app-error.js";
import { parseInput } from "../../lib/parse-input.js";
import { renderConfirmEmail } from "../mail/mail-templates.js";
import { getUserByEmail } from "../users/users.service.js";
import {
  consumeEmailConfirmation,
  insertEmailConfirmation,
  insertUnverifiedAccount,
  isConfirmationKeyOfConfirmedAccount,
} from "./auth.repository.js";
import { type AuthDeps, fieldError, newSecret } from "./auth.service.js";
import { hashToken } from "./auth-tokens.js";
import { hashPassword } from "./password-hashing.js";
import { validatePasswordStrength } from "./password-validators.js";
import { issuePasswordResetLink } from "./passwords.service.js";
import { renderExistingAccountNotice, renderPendingSignUpNotice } from "./sign-up-notice-mail.js";

export const CONFIRMATION_KEY_TTL_MS = 3 * 24 * 60 * 60 * 1000;

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

/** The optional office/firm name sent with the sign-up (firm_name), checked as an organization's name. */
function firmNameOf(input: Record<string, unknown>): { firmName: string | null; errors: FieldErrors } {
  const value = input.firm_name;
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    return { firmName: null, errors: {} };
  }
  const parsed = ZOrganizationName.safeParse(value);
  if (parsed.success) return { firmName: parsed.data, errors: {} };
  return { firmName: null, errors: { firm_name: parsed.error.issues.map((issue) => issue.message) } };
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
  const raw = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  const firm = firmNameOf(raw);
  const errors = { ...collectFieldErrors(input), ...firm.errors };
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
      organizationName: firm.firmName ?? defaultOrganizationName(names.firstName),
      firmName: firm.firmName,
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

/**
 * POST auth/registration/verify-email/: any unexpired key of a pending account confirms it, and spends them all.
 * A key of an account that is confirmed already answers success too, as dj-rest-auth does, saying so, so a
 * reopened link can offer to log in instead of an error.
 */
export async function verifyEmail(
  deps: AuthDeps,
  input: TVerifyEmailRequest,
): Promise<{ detail: string; already_confirmed?: true }> {
  const keyHash = hashToken(input.key);
  if (await consumeEmailConfirmation(deps.db, keyHash, new Date())) return { detail: authApiMessages.ok };
  if (await isConfirmationKeyOfConfirmedAccount(deps.db, keyHash)) {
    return { detail: authApiMessages.ok, already_confirmed: true };
  }
  throw new AppError("not_found", authApiMessages.notFound);
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
