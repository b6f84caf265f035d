// A local stand-in for CourtListener during the browser tests: the citation-lookup API as documented (form field
// `text`, Token auth, per-citation status 200/300/404 with clusters), an opinion page for each known case, and the
// docket alerts of REST v4 (GET /api/rest/v4/dockets/ by court, docket_number or docket_number_core; the account's
// docket alerts: POST, GET, PATCH alert_type and DELETE /api/rest/v4/docket-alerts/), whose webhook events it posts to
// FAKE_COURTLISTENER_WEBHOOK_URL. Routes under /__fake/, for the tests only, stand for what happens at the court and
// at CourtListener: POST /__fake/dockets { court_id, docket_number, case_name } puts a docket on CourtListener;
// POST /__fake/dockets/{id}/entries { entries } files entries on it, which sends the docket-alert event to the webhook
// when the account's alert on the docket is a subscription; POST /__fake/old-docket-alerts { old_dockets,
// disabled_dockets } sends the old docket alerts report (event 4) naming the account's alerts on those dockets, the
// disabled ones first made unsubscriptions (alert_type 0) as CourtListener does; GET /__fake/docket-alert-patches
// lists the PATCHes the alerts received.
// Usage: FAKE_COURTLISTENER_PORT=4100 node e2e/scripts/fake-courtlistener.mjs
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";

const PORT = Number(process.env.FAKE_COURTLISTENER_PORT ?? 4100);
const TOKEN = process.env.FAKE_COURTLISTENER_TOKEN ?? "e2e-courtlistener-token";
/** Where the account's webhook for docket alerts points (CourtListener keeps it in the account's settings). */
const WEBHOOK_URL = process.env.FAKE_COURTLISTENER_WEBHOOK_URL ?? "";
/** Each citation lookup waits this long, so the browser sees a check in progress. */
const DELAY_MS = Number(process.env.FAKE_COURTLISTENER_DELAY_MS ?? 1500);
/** CourtListener's event type for docket alerts, and the version of its webhook events. */
const DOCKET_ALERT_EVENT = 1;
/** CourtListener's event type for the old docket alerts report (alerts on dockets quiet for a long time). */
const OLD_DOCKET_ALERTS_EVENT = 4;
const WEBHOOK_VERSION = 2;

const cases = new Map([
  [
    "550 U.S. 544",
    {
      case_name: "Bell Atlantic Corp. v. Twombly",
      date_filed: "2007-05-21",
      court: "scotus",
      slug: "145730/bell-atlantic-corp-v-twombly",
    },
  ],
  [
    "556 U.S. 662",
    { case_name: "Ashcroft v. Iqbal", date_filed: "2009-05-18", court: "scotus", slug: "145875/ashcroft-v-iqbal" },
  ],
]);

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Dockets by id, as the dockets API describes them. */
const dockets = new Map();
/** The account's docket alerts by id: one per docket (CourtListener's unique user and docket). */
const docketAlerts = new Map();
/** Each PATCH of a docket alert, in order: { alert_id, docket, alert_type, at }. */
const alertPatches = [];
let nextDocketId = 68_000_001;
let nextAlertId = 5_001;
let nextEntryId = 412_000_001;

/** CourtListener's docket_number_core: "1:24-cv-01234" and "24-cv-1234" → "2401234", "24-332" → "2400332". */
function docketNumberCore(docketNumber) {
  const lower = docketNumber.toLowerCase();
  const parts = /(?:\d:)?(\d\d)-[a-z]{1,4}-(\d+)/.exec(lower) ?? /(?:^|[ ,])(\d\d)-(\d+)/.exec(lower);
  return parts ? `${parts[1]}${String(Number(parts[2])).padStart(5, "0")}` : "";
}

const slugOf = (caseName) =>
  caseName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function answer(res, status, body) {
  res.writeHead(status, body === undefined ? {} : { "content-type": "application/json" });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

/** A page of results as REST v4 pages them. */
const pageOf = (results) => ({ count: results.length, next: null, previous: null, results });

/** A numeric field of a docket alert's POST or PATCH, sent as JSON or as a form; NaN when absent or unreadable. */
function numberFieldOf(req, body, name) {
  if ((req.headers["content-type"] ?? "").includes("application/json")) {
    try {
      return Number(JSON.parse(body)[name] ?? Number.NaN);
    } catch {
      return Number.NaN;
    }
  }
  return Number(new URLSearchParams(body).get(name) ?? Number.NaN);
}

const isSubscription = (alert) => alert.alert_type === 1;
const alertOfDocket = (docketId) => [...docketAlerts.values()].find((alert) => alert.docket === docketId);

/** GET /api/rest/v4/dockets/ and the account's docket alerts; false for any other path. */
function answerDocketsApi(req, res, url, body) {
  const alertPath = /^\/api\/rest\/v4\/docket-alerts\/(?:(\d+)\/)?$/.exec(url.pathname);
  const isDockets = url.pathname === "/api/rest/v4/dockets/";
  if (!isDockets && !alertPath) return false;
  if (req.headers.authorization !== `Token ${TOKEN}`) {
    answer(res, 401, { detail: "Invalid token." });
    return true;
  }
  if (isDockets && req.method === "GET") {
    const court = url.searchParams.get("court") ?? url.searchParams.get("court__id");
    const number = url.searchParams.get("docket_number");
    const core = url.searchParams.get("docket_number_core");
    const results = [...dockets.values()].filter(
      (docket) =>
        (court === null || docket.court_id === court) &&
        (number === null || docket.docket_number === number) &&
        (core === null || docket.docket_number_core === core),
    );
    answer(res, 200, pageOf(results));
  } else if (alertPath && !alertPath[1] && req.method === "GET") {
    answer(res, 200, pageOf([...docketAlerts.values()]));
  } else if (alertPath && !alertPath[1] && req.method === "POST") {
    const docket = numberFieldOf(req, body, "docket");
    if (!dockets.has(docket)) {
      answer(res, 400, { docket: [`Invalid pk "${docket}" - object does not exist.`] });
    } else if ([...docketAlerts.values()].some((alert) => alert.docket === docket)) {
      answer(res, 400, { non_field_errors: ["The fields user, docket must make a unique set."] });
    } else {
      const now = new Date().toISOString();
      const alert = {
        id: nextAlertId++,
        date_created: now,
        date_modified: now,
        date_last_hit: null,
        secret_key: randomUUID().replaceAll("-", ""),
        alert_type: 1,
        docket,
      };
      docketAlerts.set(alert.id, alert);
      answer(res, 201, alert);
    }
  } else if (alertPath?.[1] && req.method === "GET") {
    const alert = docketAlerts.get(Number(alertPath[1]));
    answer(res, alert ? 200 : 404, alert ?? { detail: "No DocketAlert matches the given query." });
  } else if (alertPath?.[1] && req.method === "PATCH") {
    const alert = docketAlerts.get(Number(alertPath[1]));
    const alertType = numberFieldOf(req, body, "alert_type");
    if (!alert) {
      answer(res, 404, { detail: "No DocketAlert matches the given query." });
    } else if (alertType !== 0 && alertType !== 1) {
      answer(res, 400, { alert_type: [`"${alertType}" is not a valid choice.`] });
    } else {
      alert.alert_type = alertType;
      alert.date_modified = new Date().toISOString();
      alertPatches.push({ alert_id: alert.id, docket: alert.docket, alert_type: alertType, at: alert.date_modified });
      answer(res, 200, alert);
    }
  } else if (alertPath?.[1] && req.method === "DELETE") {
    if (docketAlerts.delete(Number(alertPath[1]))) answer(res, 204);
    else answer(res, 404, { detail: "No DocketAlert matches the given query." });
  } else {
    answer(res, 405, { detail: `Method "${req.method}" not allowed.` });
  }
  return true;
}

/** A docket entry as a docket-alert event carries it, with its main document. */
function docketEntryOf(docket, entry) {
  const now = new Date().toISOString();
  const number = entry.entry_number ?? null;
  const dateFiled = entry.date_filed ?? now.slice(0, 10);
  return {
    id: nextEntryId++,
    docket: docket.id,
    date_created: now,
    date_modified: now,
    entry_number: number,
    recap_sequence_number: `${dateFiled}.001`,
    pacer_sequence_number: null,
    date_filed: dateFiled,
    time_filed: null,
    description: entry.description,
    tags: [],
    recap_documents: [
      {
        id: nextEntryId++,
        document_type: 1,
        document_number: number === null ? "" : String(number),
        attachment_number: null,
        description: entry.document_description ?? "Main Document",
        is_available: false,
        is_sealed: entry.is_sealed === true,
        filepath_local: null,
        page_count: null,
        absolute_url: `/docket/${docket.id}/${number ?? "unnumbered"}/${docket.slug}/`,
      },
    ],
  };
}

/** Posts an event to the account's webhook, as CourtListener does: JSON with an Idempotency-Key. */
async function sendEvent(eventType, payload) {
  const event = {
    webhook: {
      version: WEBHOOK_VERSION,
      event_type: eventType,
      date_created: new Date().toISOString(),
      deployment_id: randomUUID(),
    },
    payload,
  };
  const response = await fetch(WEBHOOK_URL, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify(event),
    signal: AbortSignal.timeout(10_000),
  });
  return response.status;
}

/** The webhook's answer to an event, as the tests read it; 502 when the server could not be reached. */
async function answerSent(res, eventType, payload) {
  if (!WEBHOOK_URL) return answer(res, 409, { detail: "FAKE_COURTLISTENER_WEBHOOK_URL is not set." });
  try {
    return answer(res, 200, { sent: true, status: await sendEvent(eventType, payload) });
  } catch (error) {
    return answer(res, 502, { detail: `The webhook could not be reached: ${error.message}` });
  }
}

/**
 * The old docket alerts report for the account's alerts on the given dockets: `old_alerts` warned, `disabled_alerts`
 * made unsubscriptions first (alert_type 0), each as the docket-alert API shows it.
 */
function answerOldAlertsReport(res, input) {
  const alertsOf = (docketIds) =>
    (Array.isArray(docketIds) ? docketIds : []).map((id) => alertOfDocket(Number(id))).filter(Boolean);
  const copies = (alerts) => alerts.map((alert) => ({ ...alert }));
  const old = copies(alertsOf(input.old_dockets));
  const disabled = alertsOf(input.disabled_dockets);
  for (const alert of disabled) alert.alert_type = 0;
  return answerSent(res, OLD_DOCKET_ALERTS_EVENT, { old_alerts: old, disabled_alerts: copies(disabled) });
}

/** The tests' stand-ins for the court and CourtListener: dockets, entries filed on them, the old alerts report. */
async function answerFakeControl(req, res, url, body) {
  if (req.method === "GET" && url.pathname === "/__fake/docket-alert-patches") {
    const docket = url.searchParams.get("docket");
    return answer(res, 200, docket === null ? alertPatches : alertPatches.filter((p) => p.docket === Number(docket)));
  }
  let input;
  try {
    input = JSON.parse(body || "{}");
  } catch {
    return answer(res, 400, { detail: "JSON parse error." });
  }
  if (req.method === "POST" && url.pathname === "/__fake/dockets") {
    const docketNumber = String(input.docket_number ?? "");
    const caseName = String(input.case_name ?? "");
    const id = nextDocketId++;
    const slug = slugOf(caseName);
    const docket = {
      id,
      court_id: String(input.court_id ?? ""),
      court: `http://127.0.0.1:${PORT}/api/rest/v4/courts/${input.court_id}/`,
      docket_number: docketNumber,
      docket_number_core: docketNumberCore(docketNumber),
      case_name: caseName,
      slug,
      absolute_url: `/docket/${id}/${slug}/`,
      date_filed: input.date_filed ?? null,
      date_terminated: null,
    };
    dockets.set(id, docket);
    return answer(res, 201, docket);
  }
  if (req.method === "POST" && url.pathname === "/__fake/old-docket-alerts") return answerOldAlertsReport(res, input);
  const entriesPath = /^\/__fake\/dockets\/(\d+)\/entries$/.exec(url.pathname);
  const docket = entriesPath ? dockets.get(Number(entriesPath[1])) : undefined;
  if (req.method !== "POST" || !docket) return answer(res, 404, { detail: "Not found." });
  const alert = alertOfDocket(docket.id);
  if (!alert || !isSubscription(alert)) return answer(res, 200, { sent: false });
  const results = (input.entries ?? []).map((entry) => docketEntryOf(docket, entry));
  return answerSent(res, DOCKET_ALERT_EVENT, { results });
}

createServer((req, res) => {
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/health") return res.end("ok");
    const body = Buffer.concat(chunks).toString("utf8");
    if (url.pathname.startsWith("/__fake/")) return void answerFakeControl(req, res, url, body);
    if (answerDocketsApi(req, res, url, body)) return;
    if (req.method === "GET" && url.pathname.startsWith("/opinion/")) {
      const found = [...cases.values()].find((known) => url.pathname === `/opinion/${known.slug}/`);
      res.writeHead(found ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
      const title = found ? escapeHtml(found.case_name) : "Not found";
      return res.end(`<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1></html>`);
    }
    if (req.method !== "POST" || url.pathname !== "/api/rest/v4/citation-lookup/") {
      res.writeHead(404);
      return res.end();
    }
    if (req.headers.authorization !== `Token ${TOKEN}`) {
      res.writeHead(401, { "content-type": "application/json" });
      return res.end(JSON.stringify({ detail: "Invalid token." }));
    }
    const text = new URLSearchParams(body).get("text") ?? "";
    let offset = 0;
    const answers = text.split("; ").map((citation) => {
      const start = offset;
      offset += citation.length + 2;
      const known = cases.get(citation);
      const clusters = known
        ? [
            {
              id: 1,
              case_name: known.case_name,
              date_filed: known.date_filed,
              court: known.court,
              absolute_url: `/opinion/${known.slug}/`,
            },
          ]
        : [];
      return {
        citation,
        normalized_citations: [citation],
        start_index: start,
        end_index: start + citation.length,
        status: known ? 200 : 404,
        error_message: known ? "" : "Citation not found.",
        clusters,
      };
    });
    setTimeout(() => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(answers));
    }, DELAY_MS);
  });
}).listen(PORT, "127.0.0.1", () => console.log(`fake CourtListener on ${PORT}`));
