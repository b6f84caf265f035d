import { authApiMessages, type TLoginResponse } from "@paralex/shared/auth-validation";
import {
  MAX_PASSKEYS,
  PASSKEY_CHALLENGE_TTL_SECONDS,
  passkeyMessages,
  type TPasskey,
} from "@paralex/shared/passkey-messages";
import type { TFactorProof } from "@paralex/shared/two-factor";
import { twoFactorMessages } from "@paralex/shared/two-factor-messages";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { AuthenticatedUser } from "../../access/viewer.js";
import { AppError } from "../../lib/app-error.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import { getUserById, type UserRecord } from "../users/users.service.js";
import { type AuthDeps, fieldError, recordUserEvent, userEvent } from "./auth.service.js";
import type { LoginGuard } from "./auth-rate-limits.js";
import { hashToken } from "./auth-tokens.js";
import {
  countPasskeysOf,
  deletePasskeyOf,
  findPasskeyByCredentialId,
  insertPasskey,
  insertPasskeyChallenge,
  listPasskeysOf,
  type PasskeyPurpose,
  recordPasskeyUse,
  renamePasskeyOf,
  spendPasskeyChallenge,
} from "./passkey.repository.js";
import { relyingPartyOf, userHandleOf } from "./passkey-relying-party.js";
import type { TAddPasskey, TPasskeySignIn, TSecondStepPasskey } from "./passkey-schemas.js";
import { findLiveChallenge, spendChallenge } from "./second-factor.repository.js";
import { countWrongCode, mailFactorChange, requireProof, requireUserRecord } from "./second-factor.service.js";
import { startSession } from "./start-session.js";

/** How long the browser may wait for the person at the authenticator; the stored challenge outlives it a little. */
const CEREMONY_TIMEOUT_MS = 120_000;

const notVerified = () => fieldError("non_field_errors", passkeyMessages.notVerified);
const challengeExpired = () => fieldError("non_field_errors", passkeyMessages.challengeExpired);

/** The challenge the browser signed, read from its client data; the library checks the rest. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const parsed = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof parsed.challenge === "string" && parsed.challenge.length > 0 ? parsed.challenge : null;
  } catch {
    return null;
  }
}

async function issueChallenge(
  deps: AuthDeps,
  challenge: string,
  binding: { purpose: PasskeyPurpose; userId?: string; signInChallengeId?: string },
): Promise<void> {
  await insertPasskeyChallenge(deps.db, {
    challenge,
    purpose: binding.purpose,
    userId: binding.userId ?? null,
    signInChallengeId: binding.signInChallengeId ?? null,
    expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_TTL_SECONDS * 1000),
  });
}

/** Spends the challenge the answer carries, for this purpose and binding only: the answer works once. */
async function spendChallengeOf(
  deps: AuthDeps,
  clientDataJSON: string,
  binding: { purpose: PasskeyPurpose; userId?: string; signInChallengeId?: string },
): Promise<string> {
  const challenge = challengeOf(clientDataJSON);
  if (!challenge || !(await spendPasskeyChallenge(deps.db, challenge, binding))) throw challengeExpired();
  return challenge;
}

const toView = (row: Awaited<ReturnType<typeof listPasskeysOf>>[number]): TPasskey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  is_synced: row.deviceType === "multiDevice",
});

export async function listPasskeys(deps: AuthDeps, caller: AuthenticatedUser): Promise<TPasskey[]> {
  return (await listPasskeysOf(deps.db, caller.id)).map(toView);
}

/** The options for `startRegistration()`: a discoverable credential, its challenge stored for this person. */
export async function passkeyRegistrationOptions(
  deps: AuthDeps,
  caller: AuthenticatedUser,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const user = await requireUserRecord(deps, caller);
  const existing = await listPasskeysOf(deps.db, user.id);
  if (existing.length >= MAX_PASSKEYS) throw new AppError("conflict", passkeyMessages.tooMany);
  const relyingParty = relyingPartyOf(deps);
  const options = await generateRegistrationOptions({
    rpName: relyingParty.name,
    rpID: relyingParty.id,
    userID: userHandleOf(user.id),
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await issueChallenge(deps, options.challenge, { purpose: "register", userId: user.id });
  return options;
}

/** Checks the new credential against its challenge, stores it under its name, and mails and audits the change. */
export async function addPasskey(
  deps: AuthDeps,
  caller: AuthenticatedUser,
  input: TAddPasskey,
  source: AuditSource | null,
): Promise<{ detail: string; passkey: TPasskey }> {
  const user = await requireUserRecord(deps, caller);
  const expectedChallenge = await spendChallengeOf(deps, input.response.response.clientDataJSON, {
    purpose: "register",
    userId: user.id,
  });
  const relyingParty = relyingPartyOf(deps);
  const verification = await verifyRegistrationResponse({
    response: input.response as RegistrationResponseJSON,
    expectedChallenge,
    expectedOrigin: relyingParty.origin,
    expectedRPID: relyingParty.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw notVerified();
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const base = await userEvent(deps, user, { action: "passkey_added", target: user.email, source });
  const added = await deps.db.transaction(async (tx) => {
    if ((await countPasskeysOf(tx, user.id)) >= MAX_PASSKEYS) throw new AppError("conflict", passkeyMessages.tooMany);
    const row = await insertPasskey(tx, {
      userId: user.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      signCount: credential.counter,
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      isBackedUp: credentialBackedUp,
      name: input.name,
    });
    if (!row) throw new AppError("conflict", passkeyMessages.alreadyRegistered);
    await recordAuditEvent(tx, { ...base, details: { passkey: row.id, name: row.name } });
    await mailFactorChange(deps, tx, user, "passkey_added");
    return row;
  });
  return { detail: passkeyMessages.added, passkey: toView(added) };
}

export async function renamePasskey(
  deps: AuthDeps,
  caller: AuthenticatedUser,
  id: string,
  name: string,
  source: AuditSource | null,
): Promise<{ detail: string }> {
  const user = await requireUserRecord(deps, caller);
  if (!(await renamePasskeyOf(deps.db, user.id, id, name))) throw new AppError("not_found", passkeyMessages.notFound);
  await recordUserEvent(deps, user, {
    action: "passkey_renamed",
    target: user.email,
    details: { passkey: id, name },
    source,
  });
  return { detail: passkeyMessages.renamed };
}

/** Removes one of the person's passkeys after their password or a code; mailed and audited. */
export async function removePasskey(
  deps: AuthDeps,
  caller: AuthenticatedUser,
  id: string,
  proof: TFactorProof,
  source: AuditSource | null,
  guard: LoginGuard,
): Promise<{ detail: string }> {
  const user = await requireUserRecord(deps, caller);
  const owned = (await listPasskeysOf(deps.db, user.id)).some((passkey) => passkey.id === id);
  if (!owned) throw new AppError("not_found", passkeyMessages.notFound);
  await requireProof(deps, user, proof, source, guard, "remove_passkey");
  const base = await userEvent(deps, user, { action: "passkey_removed", target: user.email, source });
  await deps.db.transaction(async (tx) => {
    const removed = await deletePasskeyOf(tx, user.id, id);
    if (!removed) throw new AppError("not_found", passkeyMessages.notFound);
    await recordAuditEvent(tx, { ...base, details: { passkey: removed.id, name: removed.name } });
    await mailFactorChange(deps, tx, user, "passkey_removed");
  });
  return { detail: passkeyMessages.removed };
}

/**
 * Checks an assertion made with a stored passkey against the challenge it signed, and moves the passkey's
 * signature count forward (a count that did not move, from a cloned key or a replay, is refused).
 */
async function verifyAssertion(
  deps: AuthDeps,
  passkey: NonNullable<Awaited<ReturnType<typeof findPasskeyByCredentialId>>>,
  response: TPasskeySignIn["response"],
  expectedChallenge: string,
  requireUserVerification: boolean,
): Promise<boolean> {
  const relyingParty = relyingPartyOf(deps);
  const verification = await verifyAuthenticationResponse({
    response: response as AuthenticationResponseJSON,
    expectedChallenge,
    expectedOrigin: relyingParty.origin,
    expectedRPID: relyingParty.id,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: passkey.signCount,
      transports: passkey.transports,
    },
    requireUserVerification,
  }).catch(() => null);
  if (!verification?.verified) return false;
  return recordPasskeyUse(deps.db, passkey.id, verification.authenticationInfo.newCounter);
}

async function loginWithPasskey(
  deps: AuthDeps,
  user: UserRecord,
  source: AuditSource | null,
  details: Record<string, string>,
): Promise<TLoginResponse> {
  const session = await startSession(deps, user, source);
  await recordUserEvent(deps, user, { action: "login", target: user.email, details, source });
  return session;
}

/** The second step's options: the person's passkeys, the challenge bound to this second-step token. */
export async function secondStepPasskeyOptions(
  deps: AuthDeps,
  token: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const step = await findLiveChallenge(deps.db, hashToken(token));
  if (!step) throw fieldError("non_field_errors", twoFactorMessages.secondStepExpired);
  const owned = await listPasskeysOf(deps.db, step.userId);
  if (owned.length === 0) throw fieldError("non_field_errors", passkeyMessages.noPasskeys);
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(deps).id,
    allowCredentials: owned.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    userVerification: "preferred",
    timeout: CEREMONY_TIMEOUT_MS,
  });
  await issueChallenge(deps, options.challenge, {
    purpose: "second_step",
    userId: step.userId,
    signInChallengeId: step.id,
  });
  return options;
}

/**
 * POST auth/login/second-step/passkey/: the second step with one of the person's own passkeys. A passkey that is
 * not theirs, a wrong signature or a count that went back counts as a wrong code.
 */
export async function completeSecondStepWithPasskey(
  deps: AuthDeps,
  input: TSecondStepPasskey,
  source: AuditSource | null,
  guard: LoginGuard,
): Promise<TLoginResponse> {
  const expired = () => fieldError("non_field_errors", twoFactorMessages.secondStepExpired);
  const step = await findLiveChallenge(deps.db, hashToken(input.second_step_token));
  const user = step ? await getUserById(deps.db, step.userId) : undefined;
  if (!step || !user) throw expired();
  await guard.assertMayTry();
  const challenge = await spendChallengeOf(deps, input.response.response.clientDataJSON, {
    purpose: "second_step",
    userId: user.id,
    signInChallengeId: step.id,
  });
  const passkey = await findPasskeyByCredentialId(deps.db, input.response.id);
  const isVerified =
    passkey?.userId === user.id && (await verifyAssertion(deps, passkey, input.response, challenge, false));
  if (!passkey || !isVerified) {
    await countWrongCode(deps, guard, user, source, "sign_in_passkey");
    throw notVerified();
  }
  if (!(await spendChallenge(deps.db, step.id))) throw expired();
  return loginWithPasskey(deps, user, source, { second_factor: "passkey", passkey: passkey.id });
}

/** The options for "Sign in with a passkey": no account named, so the browser offers its discoverable credentials. */
export async function passkeySignInOptions(deps: AuthDeps): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(deps).id,
    userVerification: "required",
    timeout: CEREMONY_TIMEOUT_MS,
  });
  await issueChallenge(deps, options.challenge, { purpose: "sign_in" });
  return options;
}

/**
 * POST auth/passkey/: a passkey alone signs the person in, with user verification (a PIN or biometric) required:
 * it is two factors in one. The answer is the spec's login answer.
 */
export async function signInWithPasskey(
  deps: AuthDeps,
  input: TPasskeySignIn,
  source: AuditSource | null,
  guardFor: (userId: string) => LoginGuard,
): Promise<TLoginResponse> {
  const challenge = await spendChallengeOf(deps, input.response.response.clientDataJSON, { purpose: "sign_in" });
  const passkey = await findPasskeyByCredentialId(deps.db, input.response.id);
  const user = passkey ? await getUserById(deps.db, passkey.userId) : undefined;
  const handle = input.response.response.userHandle;
  if (!passkey || !user || (handle && handle !== Buffer.from(userHandleOf(user.id)).toString("base64url"))) {
    await recordAuditEvent(deps.db, {
      action: "login_failed",
      target: input.response.id.slice(0, 320),
      details: { reason: "unknown_passkey" },
      source,
    });
    throw notVerified();
  }
  const guard = guardFor(user.id);
  await guard.assertMayTry();
  if (!(await verifyAssertion(deps, passkey, input.response, challenge, true))) {
    await countWrongCode(deps, guard, user, source, "passkey_sign_in");
    throw notVerified();
  }
  if (!user.isEmailVerified) {
    const details = { reason: "email_not_verified", method: "passkey" };
    await recordUserEvent(deps, user, { action: "login_failed", target: user.email, details, source });
    throw fieldError("non_field_errors", authApiMessages.emailNotVerified);
  }
  return loginWithPasskey(deps, user, source, { method: "passkey", passkey: passkey.id });
}
