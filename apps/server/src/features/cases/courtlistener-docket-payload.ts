import { z } from "zod";

/** CourtListener's webhook event type for docket alerts (search alerts and its other types are stored and left). */
export const DOCKET_ALERT_EVENT = 1;
/** CourtListener's weekly report of the account's docket alerts on cases that ended long ago. */
export const OLD_DOCKET_ALERTS_REPORT_EVENT = 4;

const ZRecapDocument = z.looseObject({
  document_number: z.union([z.string(), z.number()]).nullish(),
  attachment_number: z.number().nullish(),
  description: z.string().nullish(),
  absolute_url: z.string().nullish(),
  filepath_local: z.string().nullish(),
  is_sealed: z.boolean().nullish(),
});

const ZDocketEntry = z.looseObject({
  docket: z.union([z.number().int(), z.string()]),
  entry_number: z.number().int().nullish(),
  date_filed: z.string().nullish(),
  description: z.string().nullish(),
  recap_documents: z.array(ZRecapDocument).nullish(),
});

/** A webhook delivery as CourtListener documents it: `webhook` (event_type, version…) and `payload.results`. */
export const ZCourtListenerEvent = z.looseObject({
  webhook: z.looseObject({ event_type: z.number().int() }),
  payload: z.looseObject({ results: z.array(ZDocketEntry).optional() }),
});
export type TCourtListenerEvent = z.infer<typeof ZCourtListenerEvent>;

/** One docket entry as we file it from CourtListener. */
export interface CourtListenerEntry {
  docketId: number;
  entryNumber: number | null;
  filedOn: string | null;
  docketText: string;
  restricted: boolean;
  documents: { number: string | null; description: string | null; url: string | null }[];
}

/** The docket's id, whether CourtListener gives it as a number or as its API URL. */
function docketIdOf(value: number | string): number | null {
  if (typeof value === "number") return value;
  const id = /(\d+)\/?$/.exec(value)?.[1];
  return id ? Number(id) : null;
}

const isoDate = (value: string | null | undefined) => /^\d{4}-\d{2}-\d{2}/.exec(value ?? "")?.[0] ?? null;

/** A document's link: CourtListener's copy of the PDF when it has one, else its page; relative links made absolute. */
function linkOf(document: z.infer<typeof ZRecapDocument>, baseUrl: string): string | null {
  const path = document.filepath_local
    ? `https://storage.courtlistener.com/${document.filepath_local.replace(/^\/+/, "")}`
    : document.absolute_url;
  if (!path) return null;
  try {
    const url = new URL(path, baseUrl);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The docket entries of a docket-alert event, ready to file; anything else gives none. */
export function entriesOfEvent(event: TCourtListenerEvent, baseUrl: string): CourtListenerEntry[] {
  if (event.webhook.event_type !== DOCKET_ALERT_EVENT) return [];
  return (event.payload.results ?? []).flatMap((result): CourtListenerEntry[] => {
    const docketId = docketIdOf(result.docket);
    if (docketId === null) return [];
    const documents = (result.recap_documents ?? []).map((document) => {
      const sealed = document.is_sealed === true;
      const number =
        document.document_number === null || document.document_number === undefined
          ? null
          : `${document.document_number}${document.attachment_number ? `-${document.attachment_number}` : ""}`;
      return {
        number,
        description: document.description?.slice(0, 500) || null,
        url: sealed ? null : linkOf(document, baseUrl),
      };
    });
    const docketText = (result.description ?? "").trim().slice(0, 20_000) || (documents[0]?.description ?? "");
    if (docketText === "" && result.entry_number == null) return [];
    return [
      {
        docketId,
        entryNumber: result.entry_number ?? null,
        filedOn: isoDate(result.date_filed),
        docketText: docketText || `Entry ${result.entry_number}`,
        restricted: (result.recap_documents ?? []).some((document) => document.is_sealed === true),
        documents,
      },
    ];
  });
}

const ZReportedAlert = z.looseObject({ id: z.number().int() });
const alertIdsOf = (alerts: unknown) =>
  (Array.isArray(alerts) ? alerts : []).flatMap((alert) => {
    const parsed = ZReportedAlert.safeParse(alert);
    return parsed.success ? [parsed.data.id] : [];
  });

/**
 * The alerts an old docket alerts report names (each one as CourtListener's docket-alert API gives it): `old_alerts`,
 * on cases that ended about 180 days ago, which it disables a week later unless the docket moves; `disabled_alerts`,
 * those it has disabled. Any other event names none.
 */
export function alertsOfReport(event: TCourtListenerEvent): { stale: number[]; disabled: number[] } {
  if (event.webhook.event_type !== OLD_DOCKET_ALERTS_REPORT_EVENT) return { stale: [], disabled: [] };
  return { stale: alertIdsOf(event.payload.old_alerts), disabled: alertIdsOf(event.payload.disabled_alerts) };
}
