/** Issue 24: passkeys (WebAuthn) in Account Options, as a second step of a sign-in, and as a sign-in of their own. */

/** How many passkeys one person may keep. */
export const MAX_PASSKEYS = 20;
export const PASSKEY_NAME_MAX = 60;
/** How long a passkey ceremony may take, from its options to the browser's answer. */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 180;

export const passkeyMessages = {
  nameRequired: "Please give the passkey a name.",
  nameTooLong: `Please keep the name to ${PASSKEY_NAME_MAX} characters or fewer.`,
  added: "Your passkey has been added.",
  renamed: "Your passkey has been renamed.",
  removed: "Your passkey has been removed.",
  notFound: "That passkey no longer exists.",
  alreadyRegistered: "This passkey is already registered.",
  tooMany: `You can keep up to ${MAX_PASSKEYS} passkeys. Remove one to add another.`,
  notVerified: "That passkey could not be verified. Please try again.",
  challengeExpired: "The passkey request took too long or was already used. Please try again.",
  noPasskeys: "No passkey is set up for this account.",
  cancelled: "The passkey request was cancelled or timed out.",
  unsupported: "This browser cannot use passkeys.",
} as const;

/** A passkey as Account Options lists it. */
export interface TPasskey {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
  /** Synced between devices by its provider (multi-device), or bound to one authenticator. */
  is_synced: boolean;
}
