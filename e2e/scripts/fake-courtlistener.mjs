// A local stand-in for CourtListener during the browser tests: the citation-lookup API as documented (form field
// `text`, Token auth, per-citation status 200/300/404 with clusters) and an opinion page for each known case.
// Usage: FAKE_COURTLISTENER_PORT=4100 node e2e/scripts/fake-courtlistener.mjs
import { createServer } from "node:http";

const PORT = Number(process.env.FAKE_COURTLISTENER_PORT ?? 4100);
const TOKEN = process.env.FAKE_COURTLISTENER_TOKEN ?? "e2e-courtlistener-token";
/** Each answer waits this long, so the browser sees a check in progress. */
const DELAY_MS = Number(process.env.FAKE_COURTLISTENER_DELAY_MS ?? 1500);

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

createServer((req, res) => {
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/health") return res.end("ok");
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
    const text = new URLSearchParams(Buffer.concat(chunks).toString("utf8")).get("text") ?? "";
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
