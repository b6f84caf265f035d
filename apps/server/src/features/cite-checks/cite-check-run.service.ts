import { setTimeout as delay } from "node:timers/promises";
import { citeCheckMessages } from "@paralex/shared/cite-check";
import type { JobContext, JobPolicy } from "../../jobs/job-queue.js";
import { type CitationKey, citationKeyOf, saveCaseLawAnswer } from "./case-law.repository.js";
import { holdSourceUntil, leaveSourceLine, takeSourceTurn } from "./case-law-budget.repository.js";
import {
  type CaseLawSource,
  type SourceAnswer,
  SourceThrottledError,
  SourceUnavailableError,
} from "./case-law-source.js";
import { answerByCaseName, nameSearchFor } from "./case-name-fallback.js";
import { renderReportPdf } from "./cite-check-pdf.service.js";
import { citeCheckLimits } from "./cite-check-report.js";
import { CITE_CHECK_WORK_TIMEOUT_MS, citeCheckWork } from "./cite-check-work.js";
import {
  endCiteCheck,
  findCiteCheckToRun,
  updateCiteCheck,
  updateCiteCheckProgress,
} from "./cite-checks.repository.js";
import { CITE_CHECK_JOB, type CiteCheckJobData, toSummary } from "./cite-checks.service.js";
import type { CiteChecksDeps } from "./cite-checks-deps.js";
import { createLocalIndexSource } from "./local-index-source.js";

/** A lookup that fails is retried with backoff (2 s, 4 s, 8 s...); after the last try its citations stay unchecked. */
export const CITE_CHECK_JOB_OPTIONS: JobPolicy = {
  retryLimit: 4,
  retryDelaySeconds: 2,
  timeoutSeconds: 300,
  keepCompleted: false,
};

type Outcome =
  | { kind: "answered" }
  | { kind: "later"; at: Date }
  | { kind: "source_failed" }
  | { kind: "quota_reached" }
  | { kind: "budget_spent"; note: string };

/**
 * Asks the source about the citations the index does not know, one batch per turn in the source's line (fair
 * between organizations, within the organization's daily quota), keeping every answer in the index. Answers
 * "later" when the check's next turn is not now: its job is put back on the queue for that time, freeing the
 * worker; only the first in line sleeps in its job for a slot that is close, and only before its first batch.
 */
async function lookUpUnknown(
  deps: CiteChecksDeps,
  source: CaseLawSource,
  check: { id: string; organizationId: string },
  unknown: CitationKey[],
  answers: Map<string, SourceAnswer>,
  onProgress: () => Promise<void>,
  job: JobContext,
): Promise<Outcome> {
  const secondsEach = source.citationsPerMinute ? 60 / source.citationsPerMinute : 0;
  let hasSent = false;
  for (let from = 0; from < unknown.length; ) {
    const turn = await takeSourceTurn(deps.db, {
      source: source.name,
      checkId: check.id,
      organizationId: check.organizationId,
      wanted: Math.min(source.batchSize, unknown.length - from),
      secondsEach,
      dailyQuota: deps.lookupsPerOrganizationPerDay,
      ...(source.requestLimits ? { requestLimits: source.requestLimits } : {}),
    });
    if (turn.kind === "quota_reached") return turn;
    if (turn.kind === "budget_spent") {
      return { kind: "budget_spent", note: citeCheckMessages.sourceBudgetSpent(turn.window, turn.until.toISOString()) };
    }
    if (turn.kind === "wait") {
      const waitMs = turn.at.getTime() - Date.now();
      if (hasSent || !turn.isFirst || waitMs > deps.maxThrottleWaitMs) return { kind: "later", at: turn.at };
      await delay(Math.max(0, waitMs));
      continue;
    }
    const batch = unknown.slice(from, from + turn.count);
    let reply: Awaited<ReturnType<CaseLawSource["lookup"]>>;
    try {
      reply = await source.lookup(batch);
    } catch (error) {
      if (error instanceof SourceThrottledError) {
        await holdSourceUntil(deps.db, source.name, error.waitUntil);
        return { kind: "later", at: error.waitUntil };
      }
      if (error instanceof SourceUnavailableError && job.retryCount >= CITE_CHECK_JOB_OPTIONS.retryLimit) {
        return { kind: "source_failed" };
      }
      throw error;
    }
    for (const key of batch) {
      const answer = reply.answers.get(citationKeyOf(key));
      if (!answer) continue;
      answers.set(citationKeyOf(key), answer);
      if (answer.status !== "rejected") {
        await saveCaseLawAnswer(deps.db, key, source.name, answer.status === "found" ? answer.cases : []);
      }
    }
    await onProgress();
    if (reply.waitUntil) {
      await holdSourceUntil(deps.db, source.name, reply.waitUntil);
      if (batch.some((key) => !answers.has(citationKeyOf(key)))) return { kind: "later", at: reply.waitUntil };
    }
    hasSent = true;
    from += batch.length;
  }
  return { kind: "answered" };
}

/**
 * The cite check's job: extract, take what the index knows, ask the source for the rest, write the report. Safe to
 * run again after a crash or a restart: answers already kept in the index are not asked twice.
 */
export async function runCiteCheck(deps: CiteChecksDeps, data: CiteCheckJobData, job: JobContext): Promise<void> {
  const check = await findCiteCheckToRun(deps.db, data.checkId);
  if (!check || check.status === "done" || check.status === "failed" || check.draft === null) return;
  // The draft stays compressed on this thread: each worker inflates it (decision 064).
  const stored = check.draft;
  const work = { timeoutMs: CITE_CHECK_WORK_TIMEOUT_MS };
  const draft = await deps.workers.run(citeCheckWork.lookups, { draft: stored, limits: citeCheckLimits }, work);
  if (draft.kind === "refused") return failCiteCheck(deps, check.id, draft.error);
  const { found, keys } = draft;
  const answered = (answers: ReadonlyMap<string, SourceAnswer>) =>
    found - keys.filter((key) => !answers.has(citationKeyOf(key))).length;

  const { answers } = await createLocalIndexSource(deps.db).lookup(keys);
  await updateCiteCheck(deps.db, check.id, { status: "running", found, checked: answered(answers) });

  let unchecked: string = citeCheckMessages.noSourceConfigured;
  const unknown = keys.filter((key) => !answers.has(citationKeyOf(key)));
  if (deps.source && unknown.length > 0) {
    const outcome = await lookUpUnknown(
      deps,
      deps.source,
      check,
      unknown,
      answers,
      () => updateCiteCheckProgress(deps.db, check.id, answered(answers)),
      job,
    );
    if (outcome.kind === "later") {
      await deps.jobs.enqueue<CiteCheckJobData>(deps.db, CITE_CHECK_JOB, data, { startAfter: outcome.at });
      return;
    }
    await leaveSourceLine(deps.db, check.id);
    unchecked =
      outcome.kind === "budget_spent"
        ? outcome.note
        : outcome.kind === "quota_reached"
          ? citeCheckMessages.lookupQuotaReached(deps.lookupsPerOrganizationPerDay)
          : citeCheckMessages.sourceFailed;
  }
  await answerByCaseName(deps.db, draft.names, answers, {
    hasSource: deps.source !== undefined,
    search: nameSearchFor(deps, check),
  });

  const report = await deps.workers.run(
    citeCheckWork.report,
    { draft: stored, answers, uncheckedNote: unchecked, limits: citeCheckLimits },
    work,
  );
  if (report.kind === "refused") return failCiteCheck(deps, check.id, report.error);
  const finished = {
    status: "done" as const,
    found: report.found,
    checked: report.found,
    counts: report.counts,
    finishedAt: new Date(),
  };
  const reportPdf = await renderReportPdf(deps, toSummary({ ...check, ...finished }), { gz: report.reportGz });
  await endCiteCheck(deps.db, check.id, { ...finished, reportGz: report.reportGz, reportPdf });
}

/** After its last try the check is marked failed, and its text dropped. */
export async function failCiteCheck(deps: CiteChecksDeps, checkId: string, message: string): Promise<void> {
  await endCiteCheck(deps.db, checkId, { status: "failed", error: message, finishedAt: new Date() });
}
