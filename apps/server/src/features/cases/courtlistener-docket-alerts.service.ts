import { caseMessages } from "@paralex/shared/cases";
import {
  courtListenerDocketMessages as messages,
  type TCourtListenerAlertsUsage,
  type TCourtListenerFollow,
} from "@paralex/shared/courtlistener-dockets";
import { getMembership } from "../../access/membership.js";
import type { AuthenticatedUser } from "../../access/viewer.js";
import type { DbExecutor } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { findCase, findFollower } from "./cases.repository.js";
import {
  type CourtListenerFollowRow,
  countAccountAlerts,
  countFollowsOfAlert,
  countOrganizationFollows,
  type DocketAlertState,
  deleteFollow,
  findAlertOfDocket,
  findFollow,
  insertFollow,
  lockAccountAlerts,
  reviveDocketAlert,
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

/** The follow as the case page reads it, with what CourtListener's old docket alerts report said of its alert. */
const followOf = (deps: CourtListenerDocketDeps, row: CourtListenerFollowRow | undefined): TCourtListenerFollow => ({
  isAvailable: deps.courtListenerDockets.client !== undefined,
  isFollowing: Boolean(row),
  docketId: row?.docketId ?? null,
  followedAt: row?.createdAt.toISOString() ?? null,
  staleSince: row?.staleSince?.toISOString() ?? null,
  disabledAt: row?.disabledAt?.toISOString() ?? null,
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

/** What a change under the alerts' lock answers: done, or that it needs a request of the budget it was not given. */
const NEEDS_REQUEST = Symbol("needs a request");

/**
 * Runs `change` holding the account's docket alerts (`lockAccountAlerts`), so two follows of one docket share one
 * alert and two unfollows of its last cases delete it. The budget is the cite checker's and is spent outside the
 * transaction (on PGlite's single connection a query outside it would wait for it): a request is taken first when
 * `wantsRequest` says the change will call CourtListener, and once more if the change finds it needs one after all.
 */
async function underAlertsLock<T>(
  deps: CourtListenerDocketDeps,
  organizationId: string,
  wantsRequest: () => Promise<boolean>,
  change: (tx: DbExecutor, hasRequest: boolean) => Promise<T | typeof NEEDS_REQUEST>,
): Promise<T> {
  let hasRequest = await wantsRequest();
  for (;;) {
    if (hasRequest) await spendRequest(deps, organizationId);
    const done = await deps.db.transaction(async (tx) => {
      await lockAccountAlerts(tx);
      return change(tx, hasRequest);
    });
    if (done !== NEEDS_REQUEST) return done;
    hasRequest = true;
  }
}

export async function getCourtListenerFollow(
  deps: CourtListenerDocketDeps,
  user: AuthenticatedUser,
  caseId: string,
): Promise<TCourtListenerFollow> {
  const row = await caseOf(deps, user, caseId);
  return followOf(deps, await findFollow(deps.db, row.id));
}

/** Whether CourtListener sends the alert's entries and has not warned that it will stop. */
const isLive = (alert: DocketAlertState) => alert.disabledAt === null && alert.staleSince === null;
/** Subscribing a docket's first alert, or enabling a disabled one, takes one more of the account's alerts. */
const takesAnAlert = (alert: DocketAlertState | undefined) => !alert || alert.disabledAt !== null;

/**
 * Follows the case on CourtListener: looks its docket up by court and docket number and subscribes the account's
 * docket alert, or shares the alert another case already holds on that docket. An alert CourtListener disabled, or
 * warned it will disable, is made a subscription again (for every case following the docket, this one too when it
 * already follows), and one CourtListener no longer has is subscribed anew. Each request to CourtListener takes one of
 * the shared budget's; the account's live alerts are capped.
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
  if (existing && isLive(existing)) return followOf(deps, existing);
  const max = deps.courtListenerDockets.alertsMax;
  const refuseWhenFull = async (db: DbExecutor) => {
    if ((await countAccountAlerts(db)) >= max) throw new AppError("conflict", messages.alertsFull(max));
  };
  const lookUpDocket = async () => {
    await spendRequest(deps, row.organizationId);
    const docketId = await client.findDocket(row.courtId, row.docketNumber);
    if (docketId === null) throw new AppError("not_found", messages.notFound);
    return docketId;
  };
  /** Alerts CourtListener answered 404 to enabling: the docket gets a new one instead. */
  const gone = new Set<number>();
  try {
    const docketId = existing?.docketId ?? (await lookUpDocket());
    const wantsRequest = async () => {
      const alert = existing ?? (await findAlertOfDocket(deps.db, docketId));
      if (alert && isLive(alert)) return false;
      if (takesAnAlert(alert)) await refuseWhenFull(deps.db);
      return true;
    };
    const followed = await underAlertsLock(deps, row.organizationId, wantsRequest, async (tx, hasRequest) => {
      const current = await findFollow(tx, row.id);
      if (current && isLive(current)) return current;
      const alert = current ?? (await findAlertOfDocket(tx, docketId));
      const follow = { caseId: row.id, organizationId: row.organizationId, docketId, followedByUserId: user.id };
      if (alert && isLive(alert)) return insertFollow(tx, { ...follow, alertId: alert.alertId });
      if (!hasRequest) return NEEDS_REQUEST;
      if (takesAnAlert(alert)) await refuseWhenFull(tx);
      if (alert && !gone.has(alert.alertId) && !(await client.enableAlert(alert.alertId))) {
        gone.add(alert.alertId);
        return NEEDS_REQUEST;
      }
      const alertId = alert && !gone.has(alert.alertId) ? alert.alertId : await client.createAlert(docketId);
      if (alert) await reviveDocketAlert(tx, docketId, alertId);
      return current ? findFollow(tx, row.id) : insertFollow(tx, { ...follow, alertId });
    });
    return followOf(deps, followed);
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
  const isLastOf = async (db: DbExecutor, alertId: number) =>
    client !== undefined && (await countFollowsOfAlert(db, alertId)) <= 1;
  try {
    await underAlertsLock(
      deps,
      row.organizationId,
      () => isLastOf(deps.db, follow.alertId),
      async (tx, hasRequest) => {
        const current = await findFollow(tx, row.id);
        if (!current) return null;
        if (client && (await isLastOf(tx, current.alertId))) {
          if (!hasRequest) return NEEDS_REQUEST;
          await client.deleteAlert(current.alertId);
        }
        await deleteFollow(tx, row.id);
        return null;
      },
    );
  } catch (error) {
    throw refusalOf(error);
  }
  return followOf(deps, undefined);
}

/** What the account's docket alerts allow and use, for the Admin's sources page. */
export async function getCourtListenerAlertsUsage(
  deps: CourtListenerDocketDeps,
  user: AuthenticatedUser,
): Promise<TCourtListenerAlertsUsage> {
  const membership = await getMembership(deps.db, user.id);
  if (!membership?.isAdmin) throw new AppError("forbidden", caseMessages.adminsOnly);
  const follows = await countOrganizationFollows(deps.db, membership.organizationId);
  return {
    isConfigured: deps.courtListenerDockets.client !== undefined,
    isWebhookConfigured: deps.courtListenerDockets.webhookSecret !== undefined,
    alertsUsed: await countAccountAlerts(deps.db),
    alertsMax: deps.courtListenerDockets.alertsMax,
    organizationFollows: follows.follows,
    staleFollows: follows.stale,
    disabledFollows: follows.disabled,
  };
}
