import { authApiMessages } from "@paralex/shared/auth-validation";
import { dictionary } from "@zxcvbn-ts/language-common";

const MIN_LENGTH = 8;
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

let commonPasswords: Set<string> | undefined;

/** zxcvbn's list of common passwords (about 49,000, lowercase), a superset in spirit of Django's 20,000. */
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"]);
  return commonPasswords.has(password.toLowerCase().trim());
}

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

function similarAttribute(password: string, owner: PasswordOwner): string | undefined {
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

/**
 * Django's default AUTH_PASSWORD_VALIDATORS, in Django's order and words: similarity to the user's
 * attributes, minimum length 8, common passwords, entirely numeric. Returns every message that applies.
 */
export function validatePasswordStrength(password: string, owner: PasswordOwner = {}): string[] {
  const messages: string[] = [];
  const similar = similarAttribute(password, owner);
  if (similar) messages.push(authApiMessages.passwordTooSimilar(similar));
  if ([...password].length < MIN_LENGTH) messages.push(authApiMessages.passwordTooShort);
  if (isCommon(password)) messages.push(authApiMessages.passwordTooCommon);
  if (/^\p{Nd}+$/u.test(password)) messages.push(authApiMessages.passwordEntirelyNumeric);
  return messages;
}
