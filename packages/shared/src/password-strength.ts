/**
 * Django's default password validators that need no word list, as pure checks both the browser and the server run.
 * The common-password check needs a 49,000-word list and stays on the server (decision 039).
 */

/** The server's minimum (Django's MinimumLengthValidator), stricter than the spec's client rule of 6. */
export const STRONG_PASSWORD_MIN_LENGTH = 8;
const MAX_SIMILARITY = 0.7;

/** Django's UserAttributeSimilarityValidator attributes, with Django's verbose names. */
export interface PasswordOwner {
  first_name?: unknown;
  last_name?: unknown;
  email?: unknown;
}

const verboseNames: Record<keyof PasswordOwner, string> = {
  first_name: "first name",
  last_name: "last name",
  email: "email address",
};

/** difflib.SequenceMatcher(a, b).quick_ratio(): an upper bound on similarity from shared characters. */
function quickRatio(a: string, b: string): number {
  const available = new Map<string, number>();
  for (const char of b) available.set(char, (available.get(char) ?? 0) + 1);
  let matches = 0;
  for (const char of a) {
    const count = available.get(char) ?? 0;
    if (count > 0) {
      matches += 1;
      available.set(char, count - 1);
    }
  }
  const total = [...a].length + [...b].length;
  return total > 0 ? (2 * matches) / total : 1;
}

function exceedsMaximumLengthRatio(password: string, value: string): boolean {
  const passwordLength = [...password].length;
  const valueLength = [...value].length;
  return passwordLength >= 10 * valueLength && valueLength < (MAX_SIMILARITY / 2) * passwordLength;
}

/** Django's UserAttributeSimilarityValidator: the verbose name of the first attribute the password is too like. */
export function similarAttribute(password: string, owner: PasswordOwner): string | undefined {
  const lowered = password.toLowerCase();
  for (const attribute of Object.keys(verboseNames) as (keyof PasswordOwner)[]) {
    const value = owner[attribute];
    if (typeof value !== "string" || value === "") continue;
    const valueLower = value.toLowerCase();
    const parts = [...valueLower.split(/[^\p{L}\p{N}_]+/u), valueLower];
    for (const part of parts) {
      if (exceedsMaximumLengthRatio(lowered, part)) continue;
      if (quickRatio(lowered, part) >= MAX_SIMILARITY) return verboseNames[attribute];
    }
  }
  return undefined;
}

/** Django's MinimumLengthValidator. */
export function isTooShort(password: string): boolean {
  return [...password].length < STRONG_PASSWORD_MIN_LENGTH;
}

/** Django's NumericPasswordValidator. */
export function isEntirelyNumeric(password: string): boolean {
  return /^\p{Nd}+$/u.test(password);
}
