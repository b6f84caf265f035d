import {
  CITE_CHECK_APP_IDS,
  citeCheckMessages,
  type TCiteCheckCitation,
  type TCiteCheckSummary,
  type TCiteCheckView,
} from "@paralex/shared/cite-check";
import { LIVE_SUBSCRIPTION_STATUSES } from "@paralex/shared/subscriptions";
import { readUntrustedDocument } from "../../documents/read-document.js";
import { AppError } from "../../lib/app-error.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import type { AuthenticatedUser } from "../auth/authenticate.js";
import { getOwnOrganizationRole } from "../organizations/organizations.service.js";
import {
  type CiteCheckRecord,
  deleteCiteCheck as deleteCiteCheckRow,
  findCiteCheck,
  insertCiteCheck,
  listCiteChecksOfAuthor,
} from "./cite-checks.repository.js";
import type { CiteChecksDeps } from "./cite-checks-deps.js";

export const CITE_CHECK_JOB = "cite-check";
const LIST_LIMIT = 100;

export interface CiteCheckJobData {
  checkId: string;
}

interface Access {
  user: AuthenticatedUser;
  organizationId: string;
  isAdmin: boolean;
}

const notFound = () => new AppError("not_found", citeCheckMessages.notFound);
const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Members of an organization whose live subscriptions covering them include Federal Criminal or Civil Litigation. */
export async function requireCiteCheckAccess(deps: CiteChecksDeps, user: AuthenticatedUser): Promise<Access> {
  const role = await getOwnOrganizationRole(deps.db, user.id);
  const live: readonly string[] = LIVE_SUBSCRIPTION_STATUSES;
  const covering = role ? await deps.subscriptions.listOwnSubscriptions(user.id) : [];
  const isCovered = covering.some(
    (subscription) =>
      subscription.organizationId === role?.organizationId &&
      live.includes(subscription.status) &&
      (CITE_CHECK_APP_IDS as readonly number[]).includes(subscription.appId),
  );
  if (!role || !isCovered) throw new AppError("forbidden", citeCheckMessages.noSubscription);
  return { user, organizationId: role.organizationId, isAdmin: role.isAdmin };
}

/** The check, when the caller is its author or an Admin of its organization; 404 otherwise, whatever the id. */
export async function findOwnCheck(deps: CiteChecksDeps, access: Access, id: string): Promise<CiteCheckRecord> {
  const check = isUuid(id) ? await findCiteCheck(deps.db, id) : undefined;
  const mayOpen =
    check &&
    check.organizationId === access.organizationId &&
    (check.authorUserId === access.user.id || access.isAdmin);
  if (!check || !mayOpen) throw notFound();
  return check;
}

export function toSummary(check: Omit<CiteCheckRecord, "text" | "report">): TCiteCheckSummary {
  return {
    id: check.id,
    status: check.status,
    sourceName: check.sourceName,
    createdAt: check.createdAt.toISOString(),
    finishedAt: check.finishedAt?.toISOString() ?? null,
    progress: { found: check.found, checked: check.checked },
    counts: check.counts,
    error: check.error,
  };
}

/** A draft as it arrives: pasted text, or a document whose text is read in a worker thread. */
export type Draft = { text: string } | { document: Uint8Array; sourceName: string | null };

export async function startCiteCheck(
  deps: CiteChecksDeps,
  user: AuthenticatedUser,
  draft: Draft,
  source: AuditSource,
): Promise<{ id: string }> {
  const access = await requireCiteCheckAccess(deps, user);
  const text =
    "text" in draft
      ? draft.text
      : await readUntrustedDocument({ workers: deps.workers, readSeconds: deps.documentReadSeconds }, draft.document);
  const sourceName = "text" in draft ? null : draft.sourceName;
  return deps.db.transaction(async (tx) => {
    const check = await insertCiteCheck(tx, {
      organizationId: access.organizationId,
      authorUserId: user.id,
      sourceName,
      text,
    });
    await deps.jobs.enqueue<CiteCheckJobData>(tx, CITE_CHECK_JOB, { checkId: check.id });
    await recordAuditEvent(tx, {
      action: "cite_check_created",
      organizationId: access.organizationId,
      actorUserId: user.id,
      actorEmail: user.email,
      target: check.id,
      details: { sourceName, characters: text.length },
      source,
    });
    return { id: check.id };
  });
}

export async function getCiteCheck(deps: CiteChecksDeps, user: AuthenticatedUser, id: string): Promise<TCiteCheckView> {
  const check = await findOwnCheck(deps, await requireCiteCheckAccess(deps, user), id);
  return toView(check);
}

export const toView = (check: CiteCheckRecord): TCiteCheckView => ({
  ...toSummary(check),
  citations: (check.report ?? []) as TCiteCheckCitation[],
});

/** The caller's own checks in their current organization: none left behind in one they were removed from. */
export async function listCiteChecks(deps: CiteChecksDeps, user: AuthenticatedUser): Promise<TCiteCheckSummary[]> {
  const { organizationId } = await requireCiteCheckAccess(deps, user);
  return (await listCiteChecksOfAuthor(deps.db, user.id, organizationId, LIST_LIMIT)).map(toSummary);
}

export async function deleteCiteCheck(
  deps: CiteChecksDeps,
  user: AuthenticatedUser,
  id: string,
  source: AuditSource,
): Promise<void> {
  const access = await requireCiteCheckAccess(deps, user);
  const check = await findOwnCheck(deps, access, id);
  await deps.db.transaction(async (tx) => {
    if (!(await deleteCiteCheckRow(tx, check.id))) throw notFound();
    await recordAuditEvent(tx, {
      action: "cite_check_deleted",
      organizationId: check.organizationId,
      actorUserId: user.id,
      actorEmail: user.email,
      target: check.id,
      details: { sourceName: check.sourceName },
      source,
    });
  });
}
