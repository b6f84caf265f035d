import {
  ALERT_PREFERENCES,
  CASE_STATUSES,
  DOCKET_ENTRY_SOURCES,
  type TCaseDetail,
  type TCaseList,
  type TCaseSummary,
} from "@paralex/shared/cases";
import { z } from "zod";

/** The cases API's answers, as the OpenAPI document describes them. */

const ZMember = z.object({ userId: z.string(), name: z.string(), email: z.string() });

export const ZCaseSummary = z.object({
  id: z.string(),
  courtId: z.string(),
  courtName: z.string(),
  docketNumber: z.string(),
  caseName: z.string(),
  clientMatter: z.string().nullable(),
  status: z.enum(CASE_STATUSES),
  tag: z.string(),
  isFollowing: z.boolean(),
  latestEntry: z.object({ entryNumber: z.number().nullable(), text: z.string(), learnedAt: z.string() }).nullable(),
  newCount: z.number(),
  entryCount: z.number(),
  createdAt: z.string(),
  quietSince: z.string().nullable(),
}) satisfies z.ZodType<TCaseSummary>;

export const ZCaseList = z.object({
  cases: z.array(ZCaseSummary),
  proposed: z.array(ZCaseSummary),
  isAdmin: z.boolean(),
  agentAddress: z.string(),
}) satisfies z.ZodType<TCaseList>;

const ZAlerts = z.object({
  alertPreference: z.enum(ALERT_PREFERENCES),
  digestHour: z.number(),
  timeZone: z.string(),
});

export const ZCaseDetail = ZCaseSummary.extend({
  team: z.array(ZMember),
  entries: z.array(
    z.object({
      id: z.string(),
      entryNumber: z.number().nullable(),
      filedOn: z.string().nullable(),
      enteredAt: z.string().nullable(),
      text: z.string(),
      filer: z.string().nullable(),
      source: z.enum(DOCKET_ENTRY_SOURCES),
      learnedAt: z.string(),
      restricted: z.boolean(),
      documents: z.array(
        z.object({ number: z.string().nullable(), description: z.string().nullable(), url: z.string().nullable() }),
      ),
    }),
  ),
  gaps: z.array(z.object({ from: z.number(), to: z.number() })),
  plusAddress: z.string(),
  citeChecks: z.array(
    z.object({ id: z.string(), sourceName: z.string().nullable(), status: z.string(), createdAt: z.string() }),
  ),
  myAlerts: ZAlerts.nullable(),
  isAdmin: z.boolean(),
  agentAddress: z.string(),
  teamCandidates: z.array(ZMember),
  removableUserIds: z.array(z.string()),
}) satisfies z.ZodType<TCaseDetail>;

export const ZAlertsAnswer = ZAlerts;
export const ZCourts = z.object({ courts: z.array(z.object({ id: z.string(), name: z.string() })) });
export const ZMembers = z.object({ members: z.array(ZMember) });
