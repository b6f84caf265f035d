// Cite-check benchmarks: `npm run bench:cite`. Each measurement prints one labelled line.

import { benchExtraction } from "./cite-extract.mjs";
import { benchPathological } from "./cite-pathological.mjs";
import { benchReport } from "./cite-report.mjs";

await benchExtraction();
await benchPathological();
await benchReport();
