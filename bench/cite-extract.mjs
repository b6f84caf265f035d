// Citation extraction throughput: `npm run bench:cite` (builds @paralex/citations first) or
// `node bench/cite-extract.mjs` (uses the existing build).
//
// Generates a long brief of prose mixed with full case citations (parallel, string cites, line breaks), short forms,
// id., supra, statutes and rules, then times extractCitations over it and prints MB of text a second.
//
// Environment:
//   BENCH_CITE_MB      size of the generated brief in MB (default 8)
//   BENCH_CITE_RUNS    timed runs after one warm-up; the best is reported (default 5)

import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const extractModule = path.join(repoRoot, "packages/citations/dist/extract.js");

const PARTIES = [
  "Smith",
  "Jones",
  "Garcia",
  "Acme Widgets, Inc.",
  "City of Springfield",
  "Harbor Freight Tools",
  "Reyes",
  "Northern Lights Shipping Co.",
  "United States",
  "Alvarez",
  "Bell Atl. Corp.",
  "Twombly",
  "Iqbal",
  "Doe",
];
const REPORTERS = [
  ["U.S.", 300, 600, null],
  ["F.3d", 1, 999, "9th Cir."],
  ["F.4th", 1, 90, "2d Cir."],
  ["F. Supp. 3d", 1, 700, "S.D.N.Y."],
  ["F. App'x", 1, 860, "5th Cir."],
  ["Cal. App. 5th", 1, 90, "Cal. Ct. App."],
  ["N.E.3d", 1, 230, "Ill. App. Ct."],
  ["So. 3d", 1, 380, "Fla. Dist. Ct. App."],
  ["B.R.", 1, 650, "Bankr. D. Del."],
];
const PROSE = [
  "The moving party bears the initial burden of showing that there is no genuine dispute as to any material fact.",
  "Plaintiff's allegations, taken as true, must state a claim to relief that is plausible on its face.",
  "On March 3, 2021, the parties exchanged 5,000 pages of documents; section 12 of the agreement governs.",
  "Defendants paid $5,000 on Page 5 of 10 of the schedule, at 10:30 a.m., and called 555-123-4567.",
  "Courts in this Circuit have repeatedly declined to extend the doctrine beyond its original context.",
];

function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** A brief of about `megabytes` MB whose paragraphs mix prose with every kind of citation. */
export function generateBrief(megabytes) {
  const next = random(42);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const between = (low, high) => low + Math.floor(next() * (high - low + 1));
  const fullCitation = () => {
    const [reporter, low, high, court] = pick(REPORTERS);
    const plaintiff = pick(PARTIES);
    const defendant = pick(PARTIES);
    const volume = between(low, high);
    const page = between(1, 1200);
    const year = between(2001, 2024);
    return {
      name: `${plaintiff} v. ${defendant}`,
      party: defendant.split(",")[0],
      volume,
      reporter,
      page,
      court,
      year,
    };
  };
  const parts = [];
  let size = 0;
  while (size < megabytes * 1024 * 1024) {
    const first = fullCitation();
    const second = fullCitation();
    const parenthetical = (cite) => (cite.court ? `(${cite.court} ${cite.year})` : `(${cite.year})`);
    const paragraph = [
      pick(PROSE),
      `See ${first.name}, ${first.volume} ${first.reporter} ${first.page}, ${first.page + 3} ${parenthetical(first)};`,
      `${second.name}, ${second.volume} ${second.reporter}\n${second.page} ${parenthetical(second)}.`,
      pick(PROSE),
      `Id. at ${second.page + 5}. ${first.party}, ${first.volume} ${first.reporter} at ${first.page + 7}.`,
      `${second.party}, supra, at ${second.page + 9}.`,
      "See 18 U.S.C. § 1341; 28 U.S.C. §§ 1331-1332; 29 C.F.R. § 1630.2; Fed. R. Civ. P. 12(b)(6).",
      pick(PROSE),
    ].join(" ");
    parts.push(paragraph);
    size += paragraph.length + 2;
  }
  return parts.join("\n\n");
}

/** Times extraction over a generated brief and prints one labelled line; returns MB/s. */
export async function benchExtraction({
  megabytes = Number(process.env.BENCH_CITE_MB ?? 8),
  runs = Number(process.env.BENCH_CITE_RUNS ?? 5),
} = {}) {
  const { extractCitations } = await import(pathToFileURL(extractModule).href);
  const brief = generateBrief(megabytes);
  const size = Buffer.byteLength(brief) / (1024 * 1024);
  let found = extractCitations(brief).length;
  let best = Number.POSITIVE_INFINITY;
  let bestCpu = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const cpuBefore = process.cpuUsage();
    const started = process.hrtime.bigint();
    found = extractCitations(brief).length;
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e9);
    const cpu = process.cpuUsage(cpuBefore);
    bestCpu = Math.min(bestCpu, (cpu.user + cpu.system) / 1e6);
  }
  const throughput = size / best;
  console.log(
    `citation extraction: ${throughput.toFixed(1)} MB/s (${size.toFixed(1)} MB brief, ${found} citations, best of ${runs} runs: ` +
      `${(best * 1000).toFixed(0)} ms; ${(size / bestCpu).toFixed(1)} MB per CPU second)`,
  );
  return throughput;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await benchExtraction();
}
