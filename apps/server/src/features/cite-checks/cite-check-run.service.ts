import { setTimeout as delay } from "node:timers/promises";
import { extractCitations } from "@paralex/citations/extract";
import type { JobContext, JobOptions } from "../../jobs/job-queue.js";
import {
  type CitationKey,
  citationKeyOf,
  holdSourceUntil,
  reserveSourceBudget,
  saveCaseLawAnswer,
} from "./case-law.repository.js";
import {
  type CaseLawSource,
  type SourceAnswer,
  SourceThrottledError,
  SourceUnavailableError,
} from "./case-law-source.js";
import { citationsToLookUp, countVerdicts, judgeCitations, type UncheckedReason } from "./cite-check-verdicts.js";
import { findCiteCheck, updateCiteCheck, updateCiteCheckProgress } from "./cite-checks.repository.js";
import { CITE_CHECK_JOB, type CiteCheckJobData } from "./cite-checks.service.js";
import type { CiteChecksDeps } from "./cite-checks-deps.js";
import { createLocalIndexSource } from "./local-index-source.js";

/** A lookup that fails is retried with backoff (2 s, 4 s, 8 s...); after the last try its citations stay unchecked. */
export const CITE_CHECK_JOB_OPTIONS: JobOptions = {
  retryLimit: 4,
  retryDelaySeconds: 2,
  timeoutSeconds: 300,
  keepCompleted: false,
};

type Outcome = { kind: "answered" } | { kind: "later"; at: Date } | { kind: "source_failed" };

/**
 * Asks the source about the citations the index does not know, in batches within its per-minute budget, keeping
 * every answer in the index. Answers "later" when the source asked us to wait longer than a job should sleep.
 */
async function lookUpUnknown(
  deps: CiteChecksDeps,
  source: CaseLawSource,
  unknown: CitationKey[],
  answers: Map<string, SourceAnswer>,
  onProgress: () => Promise<void>,
  job: JobContext,
): Promise<Outcome> {
  const secondsEach = source.citationsPerMinute ? 60 / source.citationsPerMinute : 0;
  for (let from = 0; from < unknown.length; ) {
    const batch = unknown.slice(from, from + source.batchSize);
    if (secondsEach > 0) {
      const budget = await reserveSourceBudget(deps.db, source.name, batch.length, secondsEach, deps.maxThrottleWaitMs);
      if (!budget.isReserved) return { kind: "later", at: budget.retryAt };
      await delay(Math.max(0, budget.sendAt.getTime() - Date.now()));
    }
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
    from += batch.length;
  }
  return { kind: "answered" };
}

/**
 * The cite check's job: extract, take what the index knows, ask the source for the rest, write the report. Safe to
 * run again after a crash or a restart: answers already kept in the index are not asked twice.
 */
export async function runCiteCheck(deps: CiteChecksDeps, data: CiteCheckJobData, job: JobContext): Promise<void> {
  const check = await findCiteCheck(deps.db, data.checkId);
  if (!check || check.status === "done" || check.status === "failed" || check.text === null) return;
  const text = check.text;
  const citations = extractCitations(text);
  const keys = citationsToLookUp(citations);
  const answered = (answers: ReadonlyMap<string, SourceAnswer>) =>
    citations.length - keys.filter((key) => !answers.has(citationKeyOf(key))).length;

  const { answers } = await createLocalIndexSource(deps.db).lookup(keys);
  await updateCiteCheck(deps.db, check.id, { status: "running", found: citations.length, checked: answered(answers) });

  let unchecked: UncheckedReason = "no_source";
  const unknown = keys.filter((key) => !answers.has(citationKeyOf(key)));
  if (deps.source && unknown.length > 0) {
    const outcome = await lookUpUnknown(
      deps,
      deps.source,
      unknown,
      answers,
      () => updateCiteCheckProgress(deps.db, check.id, answered(answers)),
      job,
    );
    if (outcome.kind === "later") {
      await deps.jobs.enqueue<CiteCheckJobData>(deps.db, CITE_CHECK_JOB, data, { startAfter: outcome.at });
      return;
    }
    unchecked = "source_failed";
  }

  const report = judgeCitations(text, citations, answers, unchecked);
  await updateCiteCheck(deps.db, check.id, {
    status: "done",
    found: citations.length,
    checked: citations.length,
    counts: countVerdicts(report),
    report,
    text: null,
    finishedAt: new Date(),
  });
}

/** After its last try the check is marked failed, and its text dropped. */
export async function failCiteCheck(deps: CiteChecksDeps, checkId: string, message: string): Promise<void> {
  await updateCiteCheck(deps.db, checkId, { status: "failed", error: message, text: null, finishedAt: new Date() });
}
