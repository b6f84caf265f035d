import { randomInt } from "node:crypto";
import type { TLoginResponse } from "@paralex/shared/auth-validation";
import { paths } from "@paralex/shared/routes";
import type {
  TFactorProof,
  TRecoveryCodes,
  TSecondStepAnswer,
  TSecondStepRequest,
  TTotpConfirm,
  TTotpSetup,
  TTwoFactorStatus,
} from "@paralex/shared/two-factor";
import { RECOVERY_CODE_COUNT, SECOND_STEP_TTL_SECONDS, twoFactorMessages } from "@paralex/shared/two-factor-messages";
import { generateSecret, generateURI, verify } from "otplib";
import { mustSetUpSecondFactor } from "../../access/two-factor-requirement.js";
import type { AuthenticatedUser } from "../../access/viewer.js";
import type { DbExecutor } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { AuditSource } from "../audit/audit.service.js";
import { recordAuditEvent } from "../audit/audit.service.js";
import { getUserById, type UserRecord } from "../users/users.service.js";
import { type AuthDeps, fieldError, recordUserEvent, userEvent } from "./auth.service.js";
import type { LoginGuard } from "./auth-rate-limits.js";
import { createRandomToken, hashToken } from "./auth-tokens.js";
import { countPasskeysOf, deleteAllPasskeysOf } from "./passkey.repository.js";
import { verifyPassword } from "./password-hashing.js";
import {
  acceptTimeStep,
  countUnusedRecoveryCodes,
  deleteTotpAndCodes,
  findLiveChallenge,
  findTotp,
  insertSignInChallenge,
  replaceRecoveryCodes,
  savePendingTotp,
  spendChallenge,
  spendRecoveryCode,
} from "./second-factor.repository.js";
import { type FactorChange, renderFactorChangeMail } from "./second-factor-mail.js";
import { startSession } from "./start-session.js";

/** A code from the step before or after the current one still counts (clocks drift); each step works once. */
const TOTP_TOLERANCE_SECONDS = 30;
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten characters from an alphabet without look-alikes, shown as two groups of five. */
function newRecoveryCode(): string {
  let code = "";
  for (let index = 0; index < 10; index += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A recovery code as stored: its SHA-256, of the code without dashes or spaces, lower-cased. */
const recoveryHash = (code: string) => hashToken(code.replace(/[\s-]+/g, "").toLowerCase());
const isTotpShaped = (code: string) => /^\d{6}$/.test(code);

export async function requireUserRecord(deps: AuthDeps, caller: AuthenticatedUser): Promise<UserRecord> {
  const user = await getUserById(deps.db, caller.id);
  if (!user) throw new AppError("unauthorized", "User not found.");
  return user;
}

/** The time step a code belongs to when it is right for this secret now, else null. */
async function timeStepOf(secret: string, code: string, afterTimeStep: number | null): Promise<number | null> {
  if (!isTotpShaped(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOTP_TOLERANCE_SECONDS,
      ...(afterTimeStep === null ? {} : { afterTimeStep }),
    });
    return result.valid && "timeStep" in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/**
 * Whether the code is a current authenticator code (spent for its window) or an unused recovery code (spent for
 * good) of the person's confirmed factor: which one it was, or null.
 */
async function spendSecondFactor(
  deps: AuthDeps,
  userId: string,
  code: string,
): Promise<"totp" | "recovery_code" | null> {
  const totp = await findTotp(deps.db, userId);
  if (!totp?.confirmedAt) return null;
  if (isTotpShaped(code)) {
    const secret = deps.totpSecrets.open(userId, totp.secretCiphertext);
    const step = await timeStepOf(secret, code, totp.lastTimeStep);
    if (step === null) return null;
    return (await acceptTimeStep(deps.db, userId, step, false)) ? "totp" : null;
  }
  return (await spendRecoveryCode(deps.db, userId, recoveryHash(code))) ? "recovery_code" : null;
}

export async function mailFactorChange(
  deps: Pick<AuthDeps, "mailer" | "brandName" | "publicUrl">,
  executor: DbExecutor,
  user: Pick<UserRecord, "email" | "firstName">,
  change: FactorChange,
) {
  await deps.mailer.send(
    executor,
    renderFactorChangeMail({
      to: user.email,
      brandName: deps.brandName,
      firstName: user.firstName,
      link: `${deps.publicUrl}${paths.dashboardAccount}`,
      change,
      when: new Date(),
    }),
  );
}

/** Counts one wrong code (or password) against the guard, audited, with each lockout it starts. */
export async function countWrongCode(
  deps: AuthDeps,
  guard: LoginGuard,
  user: UserRecord,
  source: AuditSource | null,
  step: string,
): Promise<void> {
  await recordUserEvent(deps, user, { action: "second_factor_failed", target: user.email, details: { step }, source });
  for (const lockout of await guard.recordFailure()) {
    await recordUserEvent(deps, user, {
      action: "login_locked",
      target: user.email,
      details: { ...lockout, step },
      source,
    });
  }
}

/** What auth/login/ answers after the right password when the account has a second factor: no session yet. */
/** The ways the person can complete a second step: none for an account with no second factor. */
export async function secondFactorMethodsOf(deps: Pick<AuthDeps, "db">, userId: string) {
  const methods: TSecondStepAnswer["methods"] = [];
  if ((await findTotp(deps.db, userId))?.confirmedAt) methods.push("totp", "recovery_code");
  if ((await countPasskeysOf(deps.db, userId)) > 0) methods.push("passkey");
  return methods;
}

export async function startSecondStep(
  deps: AuthDeps,
  user: UserRecord,
  methods: TSecondStepAnswer["methods"],
): Promise<TSecondStepAnswer> {
  const token = createRandomToken();
  const expiresAt = new Date(Date.now() + SECOND_STEP_TTL_SECONDS * 1000);
  await insertSignInChallenge(deps.db, { userId: user.id, tokenHash: hashToken(token), expiresAt });
  return {
    second_factor_required: true,
    second_step_token: token,
    second_step_expiration: expiresAt.toISOString(),
    methods,
  };
}

/** The user a live second-step token names, for the guard's key; null for an unknown, used or expired token. */
export async function secondStepUserId(deps: AuthDeps, token: string): Promise<string | null> {
  const challenge = await findLiveChallenge(deps.db, hashToken(token));
  return challenge?.userId ?? null;
}

/**
 * POST auth/login/second-step/: the token from the password step and a code (authenticator or recovery). The
 * answer is the spec's login answer. Wrong codes count toward the same lockout as wrong passwords.
 */
export async function completeSecondStep(
  deps: AuthDeps,
  input: TSecondStepRequest,
  source: AuditSource | null,
  guard: LoginGuard,
): Promise<TLoginResponse> {
  const expired = () => fieldError("non_field_errors", twoFactorMessages.secondStepExpired);
  const challenge = await findLiveChallenge(deps.db, hashToken(input.second_step_token));
  const user = challenge ? await getUserById(deps.db, challenge.userId) : undefined;
  if (!challenge || !user) throw expired();
  await guard.assertMayTry();
  const used = await spendSecondFactor(deps, user.id, input.code);
  if (!used) {
    await countWrongCode(deps, guard, user, source, "sign_in");
    throw fieldError("non_field_errors", twoFactorMessages.codeWrong);
  }
  if (!(await spendChallenge(deps.db, challenge.id))) throw expired();
  const session = await startSession(deps, user, source);
  const base = await userEvent(deps, user, { action: "login", target: user.email, source });
  await deps.db.transaction(async (tx) => {
    await recordAuditEvent(tx, { ...base, details: { second_factor: used } });
    if (used === "recovery_code") {
      await recordAuditEvent(tx, { ...base, action: "recovery_code_used" });
      await mailFactorChange(deps, tx, user, "recovery_code_used");
    }
  });
  return session;
}

export async function twoFactorStatus(deps: AuthDeps, caller: AuthenticatedUser): Promise<TTwoFactorStatus> {
  const totp = await findTotp(deps.db, caller.id);
  const confirmed = totp?.confirmedAt ?? null;
  return {
    totp_enabled: Boolean(confirmed),
    totp_confirmed_at: confirmed ? confirmed.toISOString() : null,
    recovery_codes_left: confirmed ? await countUnusedRecoveryCodes(deps.db, caller.id) : 0,
    passkey_count: await countPasskeysOf(deps.db, caller.id),
    setup_required: await mustSetUpSecondFactor(deps.db, caller.id),
  };
}

/** A new secret, shown once as a key and a QR code; it does nothing until confirmTotp checks a first code. */
export async function startTotpSetup(deps: AuthDeps, caller: AuthenticatedUser): Promise<TTotpSetup> {
  const user = await requireUserRecord(deps, caller);
  const secret = generateSecret();
  const isSaved = await savePendingTotp(deps.db, user.id, deps.totpSecrets.seal(user.id, secret));
  if (!isSaved) throw new AppError("conflict", twoFactorMessages.alreadyEnabled);
  const otpauthUrl = generateURI({ issuer: deps.brandName, label: user.email, secret });
  // Loaded by the first set-up rather than at start, for the server's memory after start (decision 037).
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

async function issueRecoveryCodes(executor: DbExecutor, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(executor, userId, codes.map(recoveryHash));
  return codes;
}

/** The first code turns the pending secret on; the answer holds the ten recovery codes, shown this once. */
export async function confirmTotp(
  deps: AuthDeps,
  caller: AuthenticatedUser,
  input: TTotpConfirm,
  source: AuditSource | null,
  guard: LoginGuard,
): Promise<TRecoveryCodes> {
  const user = await requireUserRecord(deps, caller);
  const totp = await findTotp(deps.db, user.id);
  if (!totp) throw fieldError("code", twoFactorMessages.setupFirst);
  if (totp.confirmedAt) throw new AppError("conflict", twoFactorMessages.alreadyEnabled);
  await guard.assertMayTry();
  const step = await timeStepOf(deps.totpSecrets.open(user.id, totp.secretCiphertext), input.code, totp.lastTimeStep);
  if (step === null) {
    await countWrongCode(deps, guard, user, source, "setup");
    throw fieldError("code", twoFactorMessages.codeWrong);
  }
  const base = await userEvent(deps, user, { action: "two_factor_enabled", target: user.email, source });
  const codes = await deps.db.transaction(async (tx) => {
    if (!(await acceptTimeStep(tx, user.id, step, true))) throw fieldError("code", twoFactorMessages.codeWrong);
    const issued = await issueRecoveryCodes(tx, user.id);
    await recordAuditEvent(tx, { ...base, action: "two_factor_enabled" });
    await mailFactorChange(deps, tx, user, "totp_added");
    return issued;
  });
  return { detail: twoFactorMessages.enabled, recovery_codes: codes };
}

/** The password or a current code (authenticator or recovery) proves the person is at the keyboard. */
export async function requireProof(
  deps: AuthDeps,
  user: UserRecord,
  proof: TFactorProof,
  source: AuditSource | null,
  guard: LoginGuard,
  step: string,
): Promise<void> {
  await guard.assertMayTry();
  if (proof.password) {
    if (await verifyPassword(user.passwordHash, proof.password)) return;
    await countWrongCode(deps, guard, user, source, step);
    throw fieldError("password", twoFactorMessages.wrongPassword);
  }
  if (proof.code && (await spendSecondFactor(deps, user.id, proof.code))) return;
  await countWrongCode(deps, guard, user, source, step);
  throw fieldError("code", twoFactorMessages.codeWrong);
}

/** Removes the authenticator app and its recovery codes, after the password or a code. */
export async function removeTotp(
  deps: AuthDeps,
  caller: AuthenticatedUser,
  proof: TFactorProof,
  source: AuditSource | null,
  guard: LoginGuard,
): Promise<{ detail: string }> {
  const user = await requireUserRecord(deps, caller);
  if (!(await findTotp(deps.db, user.id))?.confirmedAt) throw new AppError("conflict", twoFactorMessages.notEnabled);
  await requireProof(deps, user, proof, source, guard, "remove");
  const base = await userEvent(deps, user, { action: "two_factor_disabled", target: user.email, source });
  await deps.db.transaction(async (tx) => {
    if (!(await deleteTotpAndCodes(tx, user.id))) throw new AppError("conflict", twoFactorMessages.notEnabled);
    await recordAuditEvent(tx, { ...base, action: "two_factor_disabled" });
    await mailFactorChange(deps, tx, user, "totp_removed");
  });
  return { detail: twoFactorMessages.disabled };
}

/** Ten new recovery codes; the old ones stop working at once. */
export async function regenerateRecoveryCodes(
  deps: AuthDeps,
  caller: AuthenticatedUser,
  proof: TFactorProof,
  source: AuditSource | null,
  guard: LoginGuard,
): Promise<TRecoveryCodes> {
  const user = await requireUserRecord(deps, caller);
  if (!(await findTotp(deps.db, user.id))?.confirmedAt) throw new AppError("conflict", twoFactorMessages.notEnabled);
  await requireProof(deps, user, proof, source, guard, "recovery_codes");
  const base = await userEvent(deps, user, { action: "recovery_codes_regenerated", target: user.email, source });
  const codes = await deps.db.transaction(async (tx) => {
    const issued = await issueRecoveryCodes(tx, user.id);
    await recordAuditEvent(tx, { ...base, action: "recovery_codes_regenerated" });
    await mailFactorChange(deps, tx, user, "codes_regenerated");
    return issued;
  });
  return { detail: twoFactorMessages.codesRegenerated, recovery_codes: codes };
}

/**
 * An Admin's reset of a member's factors (the organization checks who may ask): removes the authenticator app and
 * every recovery code, and mails the person, inside the caller's transaction. False when there was nothing to reset.
 */
export async function resetSecondFactorsOf(
  deps: Pick<AuthDeps, "mailer" | "brandName" | "publicUrl">,
  tx: DbExecutor,
  person: { userId: string; email: string; firstName: string },
): Promise<boolean> {
  const hadTotp = await deleteTotpAndCodes(tx, person.userId);
  const passkeysRemoved = await deleteAllPasskeysOf(tx, person.userId);
  if (!hadTotp && passkeysRemoved === 0) return false;
  await mailFactorChange(deps, tx, person, "reset_by_admin");
  return true;
}
