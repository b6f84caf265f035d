import {
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
  context: z.object({ sentence: z.string(), start: z.number(), end: z.number() }),
});

export const ZCiteCheckSummary = z.object({
  id: z.string(),
  status: z.enum(CITE_CHECK_STATUSES),
  sourceName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  progress: z.object({ found: z.number(), checked: z.number() }),
  counts: z.partialRecord(z.enum(CITE_CHECK_VERDICTS), z.number()),
  error: z.string().nullable(),
}) satisfies z.ZodType<TCiteCheckSummary>;

export const ZCiteCheckView = ZCiteCheckSummary.extend({
  citations: z.array(ZCitation),
}) satisfies z.ZodType<TCiteCheckView>;
