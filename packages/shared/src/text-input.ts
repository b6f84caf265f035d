import { z } from "zod";

/** Every text that a request carries starts from one of the two types below, so none reaches SQL with a NUL. */

export const textMessages = {
  controlCharacters: "Null bytes and other control characters are not allowed.",
} as const;

/** C0 and C1 control characters and DEL (Unicode Cc), among them NUL, which PostgreSQL refuses in text. */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** The same but tab, line feed and carriage return, which free text may hold. */
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;

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
