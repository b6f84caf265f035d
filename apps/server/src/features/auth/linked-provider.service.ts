import type { TLoginResponse } from "@paralex/shared/auth-validation";
import {
  linkedSignInMessages,
  OIDC_LINK_FRAGMENT,
  signInProviderLabels,
  type TLinkByEmailRequest,
  type TLinkConfirmRequest,
  type TLinkedProviders,
  type TLinkRequiredAnswer,
  type TLinkWithPasswordRequest,
  type TSignInProvider,
} from "@paralex/shared/linked-sign-in";
import { defaultOrganizationName } from "@paralex/shared/organization";
import { paths } from "@paralex/shared/routes";
import type { TSecondStepAnswer } from "@paralex/shared/two-factor";
import type { AuthenticatedUser } from "../../access/viewer.js";
import type { DbExecutor } from "../../db/client.js";
import type { OidcIdentityRecord } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import type { MailMessage } from "../mail/mail-templates.js";
import { getUserByEmail, getUserById, type UserRecord } from "../users/users.service.js";
import { type AuthDeps, fieldError, recordUserEvent, userEvent } from "./auth.service.js";
import type { LoginGuard } from "./auth-rate-limits.js";
import { createRandomToken, hashToken } from "./auth-tokens.js";
import {
  findLinkedSignIn,
  findLiveProof,
  findLiveProofByEmailToken,
  insertLinkProof,
  insertProviderAccount,
  linkProviderByProof,
  listLinkedSignIns,
  setProofEmailToken,
  touchLinkedSignIn,
  USABLE_PASSWORD_PREFIX,
  unlinkProvider,
} from "./linked-provider.repository.js";
import {
  renderLinkConfirmationMail,
  renderProviderLinkedMail,
  renderProviderUnlinkedMail,
} from "./linked-provider-mail.js";
import { configuredProviders, type OidcClients } from "./oidc-clients.js";
import { verifyPassword } from "./password-hashing.js";
import { countWrongCode, secondFactorMethodsOf, startSecondStep } from "./second-factor.service.js";
import { startSession } from "./start-session.js";

/** The account API's dependencies and the configured providers (decision 076). */
export interface OidcDeps extends AuthDeps {
  oidc: OidcClients;
}

const PROOF_TTL_MINUTES = 15;

export type ProviderSignInAnswer = TLoginResponse | TSecondStepAnswer | TLinkRequiredAnswer;

/** What sits in the password column of an account without a password: no argon2 hash, so nothing verifies against it. */
const unusablePasswordHash = () => `!provider-only:${createRandomToken()}`;
const hasUsablePassword = (user: UserRecord) => user.passwordHash.startsWith(USABLE_PASSWORD_PREFIX);

/** A session, or, when the account has a second factor, the second step of decision 070, exactly as after a password. */
async function finishSignIn(
  deps: OidcDeps,
  user: UserRecord,
  provider: TSignInProvider,
  source: AuditSource | null,
): Promise<TLoginResponse | TSecondStepAnswer> {
  const methods = await secondFactorMethodsOf(deps, user.id);
  if (methods.length > 0) return startSecondStep(deps, user, methods);
  const session = await startSession(deps, user, source);
  await recordUserEvent(deps, user, { action: "login", target: user.email, details: { provider }, source });
  return session;
}

function namesOf(identity: OidcIdentityRecord & { email: string }) {
  const firstName = identity.firstName ?? identity.email.split("@")[0]?.slice(0, 150) ?? "";
  return { firstName, lastName: identity.lastName ?? "" };
}

async function mailOf(deps: OidcDeps, tx: DbExecutor, message: MailMessage) {
  await deps.mailer.send(tx, message);
}

/**
 * The identity a provider vouched for, after its callback: the account linked to it signs in; an address without an
 * account gets one (confirmed, with its organization, as sign-up names it); an address with an account is linked
 * only after the person proves it is theirs.
 */
export async function signInWithIdentity(
  deps: OidcDeps,
  provider: TSignInProvider,
  identity: OidcIdentityRecord,
  source: AuditSource | null,
): Promise<ProviderSignInAnswer> {
  const label = signInProviderLabels[provider];
  const linked = await findLinkedSignIn(deps.db, provider, identity.subject);
  const linkedUser = linked && (await getUserById(deps.db, linked.userId));
  if (linked && linkedUser) {
    await touchLinkedSignIn(deps.db, linked.id);
    return finishSignIn(deps, linkedUser, provider, source);
  }
  const refuse = async (reason: string, message: string) => {
    await recordAuditEvent(deps.db, {
      action: "provider_sign_in_refused",
      target: identity.email ?? identity.subject,
      details: { provider, reason },
      source,
    });
    return fieldError("non_field_errors", message);
  };
  const { email } = identity;
  if (!email) throw await refuse("no_email", linkedSignInMessages.emailMissing(label));
  if (!identity.isEmailVerified) throw await refuse("email_not_verified", linkedSignInMessages.emailNotVerified(label));

  const existing = await getUserByEmail(deps.db, email);
  if (existing) return askForProof(deps, existing, provider, { ...identity, email });

  const names = namesOf({ ...identity, email });
  const userId = await insertProviderAccount(deps.db, {
    email,
    unusablePasswordHash: unusablePasswordHash(),
    ...names,
    organizationName: defaultOrganizationName(names.firstName),
    provider,
    subject: identity.subject,
  });
  // Taken meanwhile (a second tab, a sign-up): the next try finds the link or the account.
  if (!userId) return signInWithIdentity(deps, provider, identity, source);
  const user = await getUserById(deps.db, userId);
  if (!user) throw new Error("the account just made is gone");
  await recordUserEvent(deps, user, {
    action: "signed_up_with_provider",
    target: email,
    details: { provider },
    source,
  });
  return finishSignIn(deps, user, provider, source);
}

async function askForProof(
  deps: OidcDeps,
  user: UserRecord,
  provider: TSignInProvider,
  identity: OidcIdentityRecord & { email: string },
): Promise<TLinkRequiredAnswer> {
  const token = createRandomToken();
  const expiresAt = new Date(Date.now() + PROOF_TTL_MINUTES * 60_000);
  await insertLinkProof(deps.db, {
    userId: user.id,
    provider,
    subject: identity.subject,
    email: identity.email,
    tokenHash: hashToken(token),
    expiresAt,
  });
  return {
    link_required: true,
    link_token: token,
    link_expiration: expiresAt.toISOString(),
    provider,
    email: user.email,
    can_use_password: user.isEmailVerified && hasUsablePassword(user),
  };
}

type Proof = NonNullable<Awaited<ReturnType<typeof findLiveProof>>>;

async function proofAndUser(deps: OidcDeps, proof: Proof | undefined): Promise<{ proof: Proof; user: UserRecord }> {
  const user = proof && (await getUserById(deps.db, proof.userId));
  if (!proof || !user) throw fieldError("non_field_errors", linkedSignInMessages.linkExpired);
  return { proof, user };
}

/** Links the provider once the proof is given, mails and audits it, then signs in (second factor included). */
async function completeLink(
  deps: OidcDeps,
  { proof, user }: { proof: Proof; user: UserRecord },
  via: "password" | "email",
  source: AuditSource | null,
): Promise<TLoginResponse | TSecondStepAnswer> {
  const label = signInProviderLabels[proof.provider];
  const event = await userEvent(deps, user, { action: "sign_in_provider_linked", target: user.email, source });
  const outcome = await linkProviderByProof(deps.db, {
    proofId: proof.id,
    isEmailProof: via === "email",
    unusablePasswordHash: unusablePasswordHash(),
    alsoInTransaction: async (tx) => {
      await recordAuditEvent(tx, { ...event, details: { provider: proof.provider, proof: via } });
      await mailOf(
        deps,
        tx,
        renderProviderLinkedMail({
          to: user.email,
          brandName: deps.brandName,
          firstName: user.firstName,
          link: `${deps.publicUrl}${paths.dashboardAccount}`,
          providerLabel: label,
          providerEmail: proof.email,
          when: new Date(),
        }),
      );
    },
  });
  if (outcome === "spent") throw fieldError("non_field_errors", linkedSignInMessages.linkExpired);
  if (outcome === "taken") throw new AppError("conflict", linkedSignInMessages.alreadyLinkedToOther(label));
  const fresh = await getUserById(deps.db, user.id);
  if (!fresh) throw fieldError("non_field_errors", linkedSignInMessages.linkExpired);
  return finishSignIn(deps, fresh, proof.provider, source);
}

/** POST auth/oidc/link/: the account's password proves the address is the person's. Wrong ones count as at login. */
export async function linkWithPassword(
  deps: OidcDeps,
  input: TLinkWithPasswordRequest,
  source: AuditSource | null,
  guard: LoginGuard,
): Promise<TLoginResponse | TSecondStepAnswer> {
  const found = await proofAndUser(deps, await findLiveProof(deps.db, hashToken(input.link_token)));
  const { user } = found;
  if (!user.isEmailVerified || !hasUsablePassword(user)) {
    throw fieldError("password", linkedSignInMessages.noPasswordToProve);
  }
  await guard.assertMayTry();
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await countWrongCode(deps, guard, user, source, "link_provider");
    throw fieldError("password", linkedSignInMessages.wrongPassword);
  }
  return completeLink(deps, found, "password", source);
}

/** The id of the account a live link token names, for the lockout's key. */
export async function linkProofUserId(deps: OidcDeps, linkToken: string): Promise<string | null> {
  return (await findLiveProof(deps.db, hashToken(linkToken)))?.userId ?? null;
}

/** POST auth/oidc/link/email/: mails the account's address a link that proves it (the one sent before stops working). */
export async function sendLinkEmail(deps: OidcDeps, input: TLinkByEmailRequest): Promise<{ detail: string }> {
  const { proof, user } = await proofAndUser(deps, await findLiveProof(deps.db, hashToken(input.link_token)));
  const emailToken = createRandomToken();
  await deps.db.transaction(async (tx) => {
    if (!(await setProofEmailToken(tx, proof.id, hashToken(emailToken)))) {
      throw fieldError("non_field_errors", linkedSignInMessages.linkExpired);
    }
    await mailOf(
      deps,
      tx,
      renderLinkConfirmationMail({
        to: user.email,
        brandName: deps.brandName,
        firstName: user.firstName,
        link: `${deps.publicUrl}${paths.login}#${OIDC_LINK_FRAGMENT}=${emailToken}`,
        providerLabel: signInProviderLabels[proof.provider],
        providerEmail: proof.email,
        when: new Date(),
        minutes: PROOF_TTL_MINUTES,
      }),
    );
  });
  return { detail: linkedSignInMessages.linkEmailSent(user.email) };
}

/** POST auth/oidc/link/confirm/: the emailed link was opened; it links and signs in. */
export async function confirmLinkByEmail(
  deps: OidcDeps,
  input: TLinkConfirmRequest,
  source: AuditSource | null,
): Promise<TLoginResponse | TSecondStepAnswer> {
  const found = await proofAndUser(deps, await findLiveProofByEmailToken(deps.db, hashToken(input.token)));
  return completeLink(deps, found, "email", source);
}

/** GET account/sign-in-providers/: the person's linked providers and which ones this server offers. */
export async function listLinkedProviders(deps: OidcDeps, caller: AuthenticatedUser): Promise<TLinkedProviders> {
  const rows = await listLinkedSignIns(deps.db, caller.id);
  return {
    providers: rows.map((row) => ({
      provider: row.provider,
      email: row.email,
      linked_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt?.toISOString() ?? null,
    })),
    configured: configuredProviders(deps.oidc),
  };
}

/** POST account/sign-in-providers/{provider}/unlink/: refused while it is the last way in. */
export async function unlinkSignInProvider(
  deps: OidcDeps,
  caller: AuthenticatedUser,
  provider: TSignInProvider,
  source: AuditSource | null,
): Promise<{ detail: string }> {
  const user = await getUserById(deps.db, caller.id);
  if (!user) throw new AppError("unauthorized", "User not found.");
  const label = signInProviderLabels[provider];
  const event = await userEvent(deps, user, { action: "sign_in_provider_unlinked", target: user.email, source });
  const outcome = await unlinkProvider(deps.db, user.id, provider, async (tx, providerEmail) => {
    await recordAuditEvent(tx, { ...event, details: { provider } });
    await mailOf(
      deps,
      tx,
      renderProviderUnlinkedMail({
        to: user.email,
        brandName: deps.brandName,
        firstName: user.firstName,
        link: `${deps.publicUrl}${paths.dashboardAccount}`,
        providerLabel: label,
        providerEmail,
        when: new Date(),
      }),
    );
  });
  if (outcome.kind === "not_linked") throw new AppError("not_found", linkedSignInMessages.notLinked(label));
  if (outcome.kind === "last_way_in") throw new AppError("conflict", linkedSignInMessages.lastWayIn(label));
  return { detail: linkedSignInMessages.unlinked(label) };
}
