/** Prints what the extractor misses and wrongly finds in the evaluation corpus: `npm run eval:cite -w @paralex/citations`. */
declare const console: { log(message: string): void };

import { evaluationCorpus } from "./corpus/index.js";
import { measure, summary } from "./measure.js";

const measurement = measure(evaluationCorpus);
for (const miss of measurement.misses) console.log(`miss  [${miss.passage}] ${miss.what}: ${miss.detail}`);
for (const extra of measurement.falsePositives) console.log(`false [${extra.passage}] ${extra.what}: ${extra.detail}`);
console.log(summary(measurement));
