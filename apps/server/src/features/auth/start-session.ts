import { randomUUID } from "node:crypto";
import type { TLoginResponse } from "@paralex/shared/auth-validation";
import type { AuditSource } from "../audit/audit.service.js";
import { describeUser, type UserRecord } from "../users/users.service.js";
import { insertRefreshToken } from "./auth.repository.js";
import type { AuthDeps } from "./auth.service.js";
import { createRandomToken, hashToken } from "./auth-tokens.js";
import { recordSessionStart } from "./signed-in-sessions.service.js";

/** A new session (a refresh-token family) for the user, with the spec's login answer. */
export async function startSession(
  deps: AuthDeps,
  user: UserRecord,
  source: AuditSource | null,
): Promise<TLoginResponse> {
  const familyId = randomUUID();
  const refresh = createRandomToken();
  const refreshExpiresAt = new Date(Date.now() + deps.refreshTtlSeconds * 1000);
  await insertRefreshToken(deps.db, {
    userId: user.id,
    familyId,
    hash: hashToken(refresh),
    expiresAt: refreshExpiresAt,
  });
  await recordSessionStart(deps, user, familyId, source);
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
