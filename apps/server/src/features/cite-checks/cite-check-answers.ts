import type { TCaseLawSources } from "@paralex/shared/case-law-sources";
import {
  CITE_CHECK_REASONS,
  CITE_CHECK_STATUSES,
  CITE_CHECK_VERDICTS,
  type TCiteCheckSummary,
  type TCiteCheckView,
} from "@paralex/shared/cite-check";
import { z } from "zod";

const ZCaseMatch = z.object({
  caseName: z.string().nullable(),
  court: z.string().nullable(),
  dateFiled: z.string().nullable(),
  url: z.string().nullable(),
});

const ZCitation = z.object({
  kind: z.string(),
  text: z.string(),
  start: z.number(),
  end: z.number(),
  volume: z.number().nullable(),
  reporter: z.string().nullable(),
  page: z.number().nullable(),
  pinCite: z.string().nullable(),
  year: z.number().nullable(),
  caseName: z.string().nullable(),
  normalized: z.string(),
  verdict: z.enum(CITE_CHECK_VERDICTS),
  refersTo: z.number().nullable(),
  match: ZCaseMatch.nullable(),
  candidates: z.array(ZCaseMatch),
  note: z.string().nullable(),
  reason: z.enum(CITE_CHECK_REASONS).nullable(),
  context: z.object({ sentence: z.string(), start: z.number(), end: z.number() }),
});

export const ZCiteCheckSummary = z.object({
  id: z.string(),
  status: z.enum(CITE_CHECK_STATUSES),
  name: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  progress: z.object({ found: z.number(), checked: z.number() }),
  counts: z.partialRecord(z.enum(CITE_CHECK_VERDICTS), z.number()),
  attention: z
    .object({
      total: z.number(),
      needsAttention: z.number(),
      toFix: z.number(),
      unchecked: z.number(),
      toReview: z.number(),
      verified: z.number(),
      headline: z.string(),
      isClean: z.boolean(),
    })
    .nullable(),
  error: z.string().nullable(),
}) satisfies z.ZodType<TCiteCheckSummary>;

export const ZCiteCheckView = ZCiteCheckSummary.extend({
  citations: z.array(ZCitation),
}) satisfies z.ZodType<TCiteCheckView>;

export const ZCaseLawSources = z.object({
  localIndex: z.object({ cases: z.number(), lastImportAt: z.string().nullable() }),
  courtListener: z.object({
    isConfigured: z.boolean(),
    citationsPerMinute: z.number().nullable(),
    usedToday: z.number(),
    dailyQuota: z.number(),
    resetsAt: z.string(),
  }),
}) satisfies z.ZodType<TCaseLawSources>;
