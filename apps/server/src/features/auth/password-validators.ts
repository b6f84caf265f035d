import { authApiMessages, passwordStrengthMessages } from "@paralex/shared/auth-validation";
import type { PasswordOwner } from "@paralex/shared/password-strength";
import { dictionary } from "@zxcvbn-ts/language-common";

let commonPasswords: Set<string> | undefined;

/** zxcvbn's list of common passwords (about 49,000, lowercase), a superset in spirit of Django's 20,000. */
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"]);
  return commonPasswords.has(password.toLowerCase().trim());
}

/**
 * Django's default AUTH_PASSWORD_VALIDATORS, in Django's order and words: the checks shared with the browser
 * (similarity to the user's attributes, minimum length, entirely numeric) with the common-password check, which
 * only the server runs, before the numeric one. Returns every message that applies.
 */
export function validatePasswordStrength(password: string, owner: PasswordOwner = {}): string[] {
  const messages = passwordStrengthMessages(password, owner);
  if (!isCommon(password)) return messages;
  const numericAt = messages.indexOf(authApiMessages.passwordEntirelyNumeric);
  messages.splice(numericAt === -1 ? messages.length : numericAt, 0, authApiMessages.passwordTooCommon);
  return messages;
}
