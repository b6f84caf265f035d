import { auditEventKinds, isAuditAction } from "@paralex/shared/audit";

/** The filters as the page's address holds them: an actor's address, a kind or an action, and calendar days. */
export interface AuditFilterValues {
  actor: string;
  /** '' for every event, `kind:<label>` for a kind, or one action. */
  event: string;
  /** YYYY-MM-DD in the reader's calendar, or ''. */
  from: string;
  to: string;
}

/** The filters as the server takes them; an absent one does not narrow. */
export interface AuditQueryFilters {
  actor?: string;
  actions?: string[];
  from?: string;
  to?: string;
}

export const KIND_PREFIX = "kind:";
const FILTER_NAMES = ["actor", "event", "from", "to"] as const;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function filterValuesOf(params: URLSearchParams): AuditFilterValues {
  const [actor, event, from, to] = FILTER_NAMES.map((name) => params.get(name)?.trim() ?? "");
  return { actor: actor ?? "", event: event ?? "", from: from ?? "", to: to ?? "" };
}

/** The address's query for these filters, without the empty ones. */
export function searchParamsOf(values: AuditFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) if (values[name]) params.set(name, values[name]);
  return params;
}

function actionsOf(event: string): string[] | undefined {
  if (event.startsWith(KIND_PREFIX)) {
    const kind = auditEventKinds.find((candidate) => candidate.label === event.slice(KIND_PREFIX.length));
    return kind ? [...kind.actions] : undefined;
  }
  return isAuditAction(event) ? [event] : undefined;
}

/** The reader's midnight starting a calendar day, `daysLater` days on, as an instant; undefined for no day. */
function midnightOf(day: string, daysLater = 0): string | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + daysLater);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** From the first day's start to the last day's end, in the reader's own time zone. */
export function queryFiltersOf(values: AuditFilterValues): AuditQueryFilters {
  const filters: AuditQueryFilters = {};
  const actions = actionsOf(values.event);
  const from = midnightOf(values.from);
  const to = midnightOf(values.to, 1);
  if (values.actor) filters.actor = values.actor;
  if (actions) filters.actions = actions;
  if (from) filters.from = from;
  if (to) filters.to = to;
  return filters;
}

export function csvQueryString(filters: AuditQueryFilters): string {
  const params = new URLSearchParams();
  if (filters.actor) params.set("actor", filters.actor);
  if (filters.actions) params.set("actions", filters.actions.join(","));
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  const query = params.toString();
  return query ? `?${query}` : "";
}

export const hasFilters = (values: AuditFilterValues) => FILTER_NAMES.some((name) => values[name] !== "");
