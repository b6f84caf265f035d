import { paths } from "@paralex/shared/routes";
import type { TSignedInSession } from "@paralex/shared/two-factor";
import { twoFactorMessages } from "@paralex/shared/two-factor-messages";
import type { AuthenticatedUser } from "../../access/viewer.js";
import { AppError } from "../../lib/app-error.js";
import type { AuditSource } from "../audit/audit.service.js";
import type { UserRecord } from "../users/users.service.js";
import { type AuthDeps, recordUserEvent } from "./auth.service.js";
import { deviceOf } from "./device-of.js";
import {
  deviceHistory,
  insertAuthSession,
  listLiveSessions,
  liveFamilies,
  revokeFamilies,
} from "./second-factor.repository.js";
import { renderNewDeviceMail } from "./second-factor-mail.js";

/**
 * Notes what a new session was started from; the first sign-in from a browser and device never seen for this
 * person (but not their very first sign-in) is mailed to them.
 */
export async function recordSessionStart(
  deps: AuthDeps,
  user: UserRecord,
  familyId: string,
  source: AuditSource | null,
): Promise<void> {
  const device = deviceOf(source?.userAgent);
  const place = deps.placeOf?.(source?.ipAddress) ?? null;
  const history = await deviceHistory(deps.db, user.id, device.key);
  await insertAuthSession(deps.db, {
    familyId,
    userId: user.id,
    deviceKey: device.key,
    userAgent: source?.userAgent ?? null,
    ipAddress: source?.ipAddress ?? null,
    place,
  });
  if (!history.hasSignedInBefore || history.hasUsedDevice) return;
  await deps.mailer.send(
    deps.db,
    renderNewDeviceMail({
      to: user.email,
      brandName: deps.brandName,
      firstName: user.firstName,
      link: `${deps.publicUrl}${paths.dashboardAccount}`,
      device: `${device.browser} on ${device.os} (${device.device.toLowerCase()})`,
      ipAddress: source?.ipAddress ?? null,
      place,
      when: new Date(),
    }),
  );
}

/** GET account/sessions/: the caller's live sessions, the current one marked. */
export async function listSessions(deps: AuthDeps, caller: AuthenticatedUser): Promise<TSignedInSession[]> {
  const rows = await listLiveSessions(deps.db, caller.id);
  return rows.map((row) => {
    const device = deviceOf(row.userAgent);
    return {
      id: row.familyId,
      browser: device.browser,
      os: device.os,
      device: device.device,
      ip_address: row.ipAddress,
      place: row.place ?? null,
      first_seen: (row.createdAt ?? row.tokenCreatedAt).toISOString(),
      last_seen: (row.lastSeenAt ?? row.tokenCreatedAt).toISOString(),
      current: row.familyId === caller.sessionId,
    };
  });
}

async function revoke(deps: AuthDeps, caller: AuthenticatedUser, familyIds: string[], source: AuditSource | null) {
  await revokeFamilies(deps.db, caller.id, familyIds);
  deps.sessions.clear();
  await recordUserEvent(deps, caller, {
    action: "session_ended",
    target: caller.email,
    details: { sessions: familyIds.length },
    source,
  });
}

/** POST account/sessions/:id/sign-out/: ends one of the caller's own sessions (the current one too). */
export async function endSignedInSession(
  deps: AuthDeps,
  caller: AuthenticatedUser,
  familyId: string,
  source: AuditSource | null,
): Promise<{ detail: string }> {
  const live = await liveFamilies(deps.db, caller.id);
  if (!live.includes(familyId)) throw new AppError("not_found", twoFactorMessages.sessionNotFound);
  await revoke(deps, caller, [familyId], source);
  return { detail: twoFactorMessages.sessionEnded };
}

/** POST account/sessions/sign-out-others/: every session of the caller but the one asking. */
export async function endOtherSessions(
  deps: AuthDeps,
  caller: AuthenticatedUser,
  source: AuditSource | null,
): Promise<{ detail: string; ended: number }> {
  const others = await liveFamilies(deps.db, caller.id, caller.sessionId);
  if (others.length > 0) await revoke(deps, caller, others, source);
  return { detail: twoFactorMessages.otherSessionsEnded(others.length), ended: others.length };
}
