/**
 * One passage of the evaluation corpus, written in the style of a brief or opinion, with what an extractor must find:
 * - `full`: every full case citation, as "volume reporter page" (each member of a parallel citation on its own);
 * - `refs`: every short form, id. and supra in order, as [a piece of its text, the full citation it stands for];
 *   the target is a case ("550 U.S. 544") or a statute's normalized form ("42 U.S.C. § 1983");
 * - `statutes`: pieces of text that are statutes, regulations or rules (recognised, not verified);
 * - `ambiguous`: pieces shaped like a citation that a reader cannot tell is one, where reporting nothing is right.
 */
export interface Passage {
  id: string;
  text: string;
  full: readonly string[];
  refs?: ReadonlyArray<readonly [anchor: string, target: string]>;
  statutes?: readonly string[];
  ambiguous?: readonly string[];
}
