import type { Passage } from "../passage.js";
import { carelessPassages } from "./careless.js";
import { earlyOpinionPassages } from "./early-opinions.js";
import { federalPassages } from "./federal.js";
import { hardPassages } from "./hard.js";
import { negativePassages } from "./negatives.js";
import { referencePassages } from "./references.js";
import { reporterEditionPassages } from "./reporter-editions.js";
import { statePassages } from "./state.js";
import { variantPassages } from "./variants.js";

export const evaluationCorpus: readonly Passage[] = [
  ...federalPassages,
  ...statePassages,
  ...referencePassages,
  ...hardPassages,
  ...variantPassages,
  ...earlyOpinionPassages,
  ...reporterEditionPassages,
  ...carelessPassages,
  ...negativePassages,
];
