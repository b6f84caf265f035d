/** After each character a link is built around (dots, at-signs, colons and slashes, full-width ones too). */
const LINK_PUNCTUATION = /([.@:/\u3002\uFF0E\uFF61\uFF20\uFF1A\uFF0F])/gu;
const ZERO_WIDTH_SPACE = "\u200B";

/**
 * A name as a mail quotes it: a zero-width space after each dot, at-sign, colon and slash, so no mail client turns
 * "evil.example" or "http://..." in a name stored before names were checked into a link; the reader sees no change.
 */
export function inertName(name: string): string {
  return name.replace(LINK_PUNCTUATION, `$1${ZERO_WIDTH_SPACE}`);
}
