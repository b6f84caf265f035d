/**
 * One bare address, the only kind any form or API takes: a local part, one at-sign and a domain of dotted labels.
 * Nothing a mail library would read as a second recipient, a display name, a comment, a group or a route: no
 * spaces, `,` `;` `:` `<` `>` `(` `)` `[` `]` `\` `"` or backtick, and no invisible formatting characters.
 * Kept free of zod so the newsletter form can check an address without loading it.
 */
const ADDRESS_CHARACTER = String.raw`[^\s@,;:<>()[\]\\"\x60.\p{Cc}\p{Cf}]`;
const LOCAL_PART = String.raw`${ADDRESS_CHARACTER}+(?:\.${ADDRESS_CHARACTER}+)*`;
const DOMAIN = String.raw`${ADDRESS_CHARACTER}+(?:\.${ADDRESS_CHARACTER}+)+`;

export const EMAIL_ADDRESS_PATTERN = new RegExp(`^${LOCAL_PART}@${DOMAIN}$`, "u");
export const EMAIL_ADDRESS_MAX_LENGTH = 254;

export function isSingleEmailAddress(value: string): boolean {
  return value.length <= EMAIL_ADDRESS_MAX_LENGTH && EMAIL_ADDRESS_PATTERN.test(value);
}

/**
 * The mailbox a message to this address lands in, as limits on mail count it: trimmed and lower-cased, without
 * a `+tag` in the local part, which most mail servers deliver to the same mailbox.
 */
export function deliveredAddress(value: string): string {
  const address = value.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf("+");
  return plus > 0 ? `${local.slice(0, plus)}${address.slice(at)}` : address;
}
