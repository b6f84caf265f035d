// Cite-check benchmarks: `npm run bench:cite`. Each measurement prints one labelled line.

import { benchExtraction } from "./cite-extract.mjs";
import { benchReport } from "./cite-report.mjs";

await benchExtraction();
await benchReport();
