import { authApiMessages } from "@paralex/shared/auth-validation";
import { getPrimaryOrganizationId } from "../../access/membership.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { type AuditEventInput, recordAuditEvent } from "../audit/audit.service.js";
import type { Mailer } from "../mail/mail.service.js";
import type { UserRecord } from "../users/users.service.js";
import { createRandomToken, hashToken, type TokenSigner } from "./auth-tokens.js";
import type { LiveSessionCache } from "./live-session-cache.js";
import type { PlaceOfAddress } from "./place-of-address.js";

/** What every part of the account API shares: its dependencies, its refusals, its audit entries. */
export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  tokens: TokenSigner;
  publicUrl: string;
  brandName: string;
  refreshTtlSeconds: number;
  sessions: LiveSessionCache;
  /** Seals and opens authenticator secrets (AES-256-GCM, the key from config). */
  totpSecrets: TotpSecrets;
  /** The origin passkeys are made for (decision 075); unset, the public URL's. */
  passkeyOrigin?: string;
  /** An approximate place for a sign-in address (GEOIP_DATABASE_PATH); unset, sessions name none. */
  placeOf?: PlaceOfAddress;
}

export interface TotpSecrets {
  seal(userId: string, secret: string): string;
  open(userId: string, sealed: string): string;
}

export const fieldError = (field: string, message: string) => AppError.validation({ [field]: [message] });

export const tokenNotValid = () =>
  new AppError("unauthorized", authApiMessages.tokenNotValidForAnyType, {
    detail: authApiMessages.tokenNotValidForAnyType,
    code: authApiMessages.tokenNotValidCode,
  });

export const refreshNotValid = () =>
  new AppError("unauthorized", authApiMessages.tokenInvalidOrExpired, {
    detail: authApiMessages.tokenInvalidOrExpired,
    code: authApiMessages.tokenNotValidCode,
  });

export function newSecret(ttlMs: number) {
  const token = createRandomToken();
  return { token, stored: { hash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) } };
}

export type UserEvent = Omit<AuditEventInput, "actorUserId" | "actorEmail" | "organizationId">;

/** An audit entry about one account: it is the actor, and its organization sees the entry. */
export async function userEvent(deps: Pick<AuthDeps, "db">, user: Pick<UserRecord, "id" | "email">, event: UserEvent) {
  return {
    ...event,
    actorUserId: user.id,
    actorEmail: user.email,
    organizationId: await getPrimaryOrganizationId(deps.db, user.id),
  } satisfies AuditEventInput;
}

export async function recordUserEvent(
  deps: Pick<AuthDeps, "db">,
  user: Pick<UserRecord, "id" | "email">,
  event: UserEvent,
) {
  await recordAuditEvent(deps.db, await userEvent(deps, user, event));
}
