import {
  citeCheckMessages,
  type TCiteCheckCitation,
  type TCiteCheckSummary,
  type TCiteCheckView,
} from "@paralex/shared/cite-check";

/** Who reads a report: its next steps are worded for them. None for the PDF, which anyone may be handed. */
export type Reader = "admin" | "member" | undefined;

/** Reports kept before reasons were recorded said only this. */
const EARLIER_NO_SOURCE_NOTE = "No case-law source is configured.";

/** A citation's note in its reader's words: who can connect a case-law source, or whom to ask. */
function forReader(citation: TCiteCheckCitation, reader: Reader): TCiteCheckCitation {
  const reason = citation.reason ?? (citation.note === EARLIER_NO_SOURCE_NOTE ? "no_source" : null);
  if (reason !== "no_source") return { ...citation, reason };
  const note =
    reader === "admin"
      ? citeCheckMessages.noSourceForAdmin
      : reader === "member"
        ? citeCheckMessages.noSourceForMember
        : citeCheckMessages.noSource;
  return { ...citation, reason, note };
}

/**
 * A check as its reader sees it, from its summary and its stored report. Pure, so that a worker thread can build the
 * PDF's view from the compressed report without the request thread ever holding the citations.
 */
export const viewOf = (summary: TCiteCheckSummary, report: readonly unknown[], reader?: Reader): TCiteCheckView => ({
  ...summary,
  citations: (report as TCiteCheckCitation[]).map((citation) => forReader(citation, reader)),
});
