import { z } from "zod";

/** Every text that a request carries starts from one of the two types below, so none reaches SQL with a NUL. */

export const textMessages = {
  controlCharacters: "Null bytes and other control characters are not allowed.",
  linkInName: "Names cannot contain web addresses, email addresses or links.",
} as const;

/** C0 and C1 control characters and DEL (Unicode Cc), among them NUL, which PostgreSQL refuses in text. */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** The same but tab, line feed and carriage return, which free text may hold. */
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;

/** Text whose layout controls (form feeds, vertical tabs, NUL...) are spaces; tabs and line breaks stay. */
export function controlsAsSpaces(text: string): string {
  return text.replace(new RegExp(CONTROL_CHARACTER_BUT_LINE_BREAKS, "gu"), " ");
}

export function hasControlCharacter(value: string, options: { allowLineBreaks?: boolean } = {}): boolean {
  return (options.allowLineBreaks ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER).test(value);
}

type StringParams = Parameters<typeof z.string>[0];

const refusal = { message: textMessages.controlCharacters, abort: true } as const;

/** A one-line value (a name, an address, a key, an id): no control character at all, tab and line break included. */
export function singleLineText(params?: StringParams) {
  return z.string(params).refine((value) => !hasControlCharacter(value), refusal);
}

/** Free text (a message, a JSON document): tabs and line breaks, but no NUL or other control character. */
export function multiLineText(params?: StringParams) {
  return z.string(params).refine((value) => !hasControlCharacter(value, { allowLineBreaks: true }), refusal);
}

/** A dot as a mail client or browser reads it in a host name: the ASCII one and its ideographic and full-width twins. */
const DOT = "[.\u3002\uFF0E\uFF61]";
const LINK_LIKE = new RegExp(
  [
    String.raw`[@\uFF20]`,
    String.raw`https?\s*:`,
    String.raw`:\s*//`,
    `www${DOT}`,
    String.raw`[\p{L}\p{N}-]${DOT}[\p{L}]{2,}`,
  ].join("|"),
  "iu",
);

/**
 * Whether a name reads as a web or email address (an at-sign, http:, ://, www., or word.tld), which a mail quoting
 * the name would show as a link or an instruction to its reader. "St. John" and "J.R.R." pass; "evil.com" does not.
 */
export function looksLikeLink(name: string): boolean {
  return LINK_LIKE.test(name);
}
