import { caseMessages } from "@paralex/shared/cases";
import {
  courtListenerDocketMessages as messages,
  type TCourtListenerAlertsUsage,
  type TCourtListenerFollow,
} from "@paralex/shared/courtlistener-dockets";
import { getMembership } from "../../access/membership.js";
import type { AuthenticatedUser } from "../../access/viewer.js";
import { AppError } from "../../lib/app-error.js";
import { findCase, findFollower } from "./cases.repository.js";
import {
  type CourtListenerFollowRow,
  countAccountAlerts,
  countFollowsOfAlert,
  countOrganizationFollows,
  deleteFollow,
  findAlertOfDocket,
  findFollow,
  insertFollow,
} from "./courtlistener-docket-alerts.repository.js";
import { CourtListenerDocketError } from "./courtlistener-docket-client.js";
import type { CourtListenerDocketDeps } from "./courtlistener-docket-deps.js";

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
const notFound = () => new AppError("not_found", caseMessages.notFound);

/** The case as the viewer may act on it: an Admin any of the organization's, a Member an active case they follow. */
async function caseOf(deps: CourtListenerDocketDeps, user: AuthenticatedUser, caseId: string) {
  const membership = await getMembership(deps.db, user.id);
  if (!membership) throw new AppError("forbidden", "You are not a member of an organization.");
  if (!isUuid(caseId)) throw notFound();
  const row = await findCase(deps.db, membership.organizationId, caseId);
  if (!row) throw notFound();
  if (!membership.isAdmin && (row.status !== "active" || !(await findFollower(deps.db, row.id, user.id)))) {
    throw notFound();
  }
  return row;
}

const followOf = (deps: CourtListenerDocketDeps, row: CourtListenerFollowRow | undefined): TCourtListenerFollow => ({
  isAvailable: deps.courtListenerDockets.client !== undefined,
  isFollowing: Boolean(row),
  docketId: row?.docketId ?? null,
  followedAt: row?.createdAt.toISOString() ?? null,
});

const timeOf = (at: Date) => `${at.toISOString().slice(11, 16)} UTC`;

/** Takes one request of CourtListener's shared budget for the organization, or refuses with when to try again. */
async function spendRequest(deps: CourtListenerDocketDeps, organizationId: string): Promise<void> {
  const turn = await deps.citeChecks.takeSourceRequest(organizationId);
  if (turn.kind === "send") return;
  throw new AppError("rate_limited", messages.budgetSpent(timeOf(turn.kind === "wait" ? turn.at : turn.until)));
}

/** A CourtListener failure as the person sees it; anything else as it was. */
function refusalOf(error: unknown): unknown {
  return error instanceof CourtListenerDocketError ? new AppError("upstream", messages.unavailable) : error;
}

export async function getCourtListenerFollow(
  deps: CourtListenerDocketDeps,
  user: AuthenticatedUser,
  caseId: string,
): Promise<TCourtListenerFollow> {
  const row = await caseOf(deps, user, caseId);
  return followOf(deps, await findFollow(deps.db, row.id));
}

/**
 * Follows the case on CourtListener: looks its docket up by court and docket number and subscribes the account's
 * docket alert, or shares the alert another case already holds on that docket. Each request to CourtListener takes
 * one of the shared budget's; the account's alerts are capped.
 */
export async function followOnCourtListener(
  deps: CourtListenerDocketDeps,
  user: AuthenticatedUser,
  caseId: string,
): Promise<TCourtListenerFollow> {
  const row = await caseOf(deps, user, caseId);
  const client = deps.courtListenerDockets.client;
  if (!client) throw new AppError("unavailable", messages.notConfigured);
  if (row.status !== "active") throw new AppError("conflict", messages.proposed);
  const existing = await findFollow(deps.db, row.id);
  if (existing) return followOf(deps, existing);
  try {
    await spendRequest(deps, row.organizationId);
    const docketId = await client.findDocket(row.courtId, row.docketNumber);
    if (docketId === null) throw new AppError("not_found", messages.notFound);
    let alertId = await findAlertOfDocket(deps.db, docketId);
    if (alertId === undefined) {
      const max = deps.courtListenerDockets.alertsMax;
      if ((await countAccountAlerts(deps.db)) >= max) throw new AppError("conflict", messages.alertsFull(max));
      await spendRequest(deps, row.organizationId);
      alertId = await client.createAlert(docketId);
    }
    const inserted = await insertFollow(deps.db, {
      caseId: row.id,
      organizationId: row.organizationId,
      docketId,
      alertId,
      followedByUserId: user.id,
    });
    return followOf(deps, inserted ?? (await findFollow(deps.db, row.id)));
  } catch (error) {
    throw refusalOf(error);
  }
}

/** Stops following: the account's alert is deleted on CourtListener once no case follows its docket. */
export async function unfollowOnCourtListener(
  deps: CourtListenerDocketDeps,
  user: AuthenticatedUser,
  caseId: string,
): Promise<TCourtListenerFollow> {
  const row = await caseOf(deps, user, caseId);
  const follow = await findFollow(deps.db, row.id);
  if (!follow) throw new AppError("conflict", messages.notFollowing);
  const client = deps.courtListenerDockets.client;
  try {
    if (client && (await countFollowsOfAlert(deps.db, follow.alertId)) <= 1) {
      await spendRequest(deps, row.organizationId);
      await client.deleteAlert(follow.alertId);
    }
  } catch (error) {
    throw refusalOf(error);
  }
  await deleteFollow(deps.db, row.id);
  return followOf(deps, undefined);
}

/** What the account's docket alerts allow and use, for the Admin's sources page. */
export async function getCourtListenerAlertsUsage(
  deps: CourtListenerDocketDeps,
  user: AuthenticatedUser,
): Promise<TCourtListenerAlertsUsage> {
  const membership = await getMembership(deps.db, user.id);
  if (!membership?.isAdmin) throw new AppError("forbidden", caseMessages.adminsOnly);
  return {
    isConfigured: deps.courtListenerDockets.client !== undefined,
    isWebhookConfigured: deps.courtListenerDockets.webhookSecret !== undefined,
    alertsUsed: await countAccountAlerts(deps.db),
    alertsMax: deps.courtListenerDockets.alertsMax,
    organizationFollows: await countOrganizationFollows(deps.db, membership.organizationId),
  };
}
