import {
  CITE_CHECK_APP_IDS,
  citeCheckMessages,
  type TCiteCheckSummary,
  type TCiteCheckView,
  ZCiteCheckRename,
} from "@paralex/shared/cite-check";
import { attentionOf } from "@paralex/shared/cite-check-attention";
import { requireEntitlement } from "../../access/membership.js";
import type { AuthenticatedUser } from "../../access/viewer.js";
import { readUntrustedDocument } from "../../documents/read-document.js";
import { jobName } from "../../jobs/job-queue.js";
import { AppError } from "../../lib/app-error.js";
import { parseInput } from "../../lib/parse-input.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import { packDraft } from "./cite-check-storage.js";
import { type Reader, viewOf } from "./cite-check-view.js";
import {
  type CiteCheckRecord,
  deleteCiteCheck as deleteCiteCheckRow,
  findCiteCheck,
  insertCiteCheck,
  listCiteChecksOfAuthor,
  renameCiteCheck as renameCiteCheckRow,
} from "./cite-checks.repository.js";
import type { CiteChecksDeps } from "./cite-checks-deps.js";

export const CITE_CHECK_JOB = jobName<CiteCheckJobData>("cite-check");
const LIST_LIMIT = 100;
/** A pasted draft is named by its first words. */
const NAME_WORDS = 8;
const NAME_CHARS = 80;

export interface CiteCheckJobData {
  checkId: string;
}

interface Access {
  user: AuthenticatedUser;
  organizationId: string;
  isAdmin: boolean;
}

const notFound = () => new AppError("not_found", citeCheckMessages.notFound);
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Members of an organization whose live subscriptions covering them include Federal Criminal or Civil Litigation. */
export async function requireCiteCheckAccess(deps: CiteChecksDeps, user: AuthenticatedUser): Promise<Access> {
  const membership = await requireEntitlement(deps.db, user.id, {
    appIds: CITE_CHECK_APP_IDS,
    refusal: () => new AppError("forbidden", citeCheckMessages.noSubscription),
  });
  return { user, ...membership };
}

/** The check, when the caller is its author or an Admin of its organization; 404 otherwise, whatever the id. */
export async function findOwnCheck(deps: CiteChecksDeps, access: Access, id: string): Promise<CiteCheckRecord> {
  return ownCheckOf(access, isUuid(id) ? await findCiteCheck(deps.db, id) : undefined);
}

/** The row found by id (any of its columns), when the caller may open it; 404 otherwise. */
export function ownCheckOf<T extends Pick<CiteCheckRecord, "organizationId" | "authorUserId">>(
  access: Access,
  check: T | undefined,
): T {
  const mayOpen =
    check &&
    check.organizationId === access.organizationId &&
    (check.authorUserId === access.user.id || access.isAdmin);
  if (!check || !mayOpen) throw notFound();
  return check;
}

/** The first words of a pasted draft, as its name. */
export function nameOfDraft(text: string): string {
  // The head of the text is enough: a long draft is never split whole for its first words.
  const words = text
    .trimStart()
    .slice(0, NAME_CHARS * 4)
    .split(/\s+/)
    .slice(0, NAME_WORDS)
    .join(" ")
    .trim();
  return (words.length > NAME_CHARS ? `${words.slice(0, NAME_CHARS).trimEnd()}…` : words) || citeCheckMessages.untitled;
}

export function toSummary(check: Omit<CiteCheckRecord, "report">): TCiteCheckSummary {
  return {
    id: check.id,
    status: check.status,
    name: check.sourceName ?? citeCheckMessages.untitled,
    createdAt: check.createdAt.toISOString(),
    finishedAt: check.finishedAt?.toISOString() ?? null,
    progress: { found: check.found, checked: check.checked },
    counts: check.counts,
    attention: check.status === "done" ? attentionOf(check.counts) : null,
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
  const sourceName = "text" in draft ? nameOfDraft(text) : draft.sourceName;
  const textGz = await packDraft(text);
  return deps.db.transaction(async (tx) => {
    const check = await insertCiteCheck(tx, {
      organizationId: access.organizationId,
      authorUserId: user.id,
      sourceName,
      textGz,
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
  const access = await requireCiteCheckAccess(deps, user);
  return toView(await findOwnCheck(deps, access, id), access.isAdmin ? "admin" : "member");
}

export const toView = (check: CiteCheckRecord, reader?: Reader): TCiteCheckView =>
  viewOf(toSummary(check), check.report ?? [], reader);

/** Renames a check, for its author or an Admin of its organization. */
export async function renameCiteCheck(
  deps: CiteChecksDeps,
  user: AuthenticatedUser,
  id: string,
  input: unknown,
  source: AuditSource,
): Promise<TCiteCheckSummary> {
  const access = await requireCiteCheckAccess(deps, user);
  const check = await findOwnCheck(deps, access, id);
  const { name } = parseInput(ZCiteCheckRename, input);
  return deps.db.transaction(async (tx) => {
    const renamed = await renameCiteCheckRow(tx, check.id, name);
    if (!renamed) throw notFound();
    await recordAuditEvent(tx, {
      action: "cite_check_renamed",
      organizationId: check.organizationId,
      actorUserId: user.id,
      actorEmail: user.email,
      target: check.id,
      details: { from: check.sourceName, to: name },
      source,
    });
    return toSummary(renamed);
  });
}

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
