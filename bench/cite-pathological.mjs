// Times extraction over a megabyte of each input built to make a backtracking pattern explode.

import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "../packages/citations/dist");

export async function benchPathological({ megabytes = 1 } = {}) {
  const { extractCitations } = await import(pathToFileURL(path.join(dist, "extract.js")).href);
  const { denseParagraph, PATHOLOGICAL_UNITS, repeatTo } = await import(
    pathToFileURL(path.join(dist, "pathological-inputs.js")).href
  );
  const size = megabytes * 1024 * 1024;
  const inputs = [
    ...PATHOLOGICAL_UNITS.map(([label, unit]) => [label, repeatTo(unit, size)]),
    ["one paragraph dense with every kind of citation", denseParagraph(size)],
  ];
  let slowest = { label: "", ms: 0 };
  for (const [label, text] of inputs) {
    const started = process.hrtime.bigint();
    extractCitations(text);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (ms > slowest.ms) slowest = { label, ms };
  }
  console.log(
    `pathological input: slowest ${megabytes} MB of ${inputs.length} inputs took ${slowest.ms.toFixed(0)} ms (${slowest.label})`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await benchPathological();
}
