import { Fragment } from "react";

/** Where an address may wrap: after '@' and '/', and before a '.'; never inside a word. */
const BREAK_POINTS = /(?<=[@/])|(?=\.)/;

/** Text that wraps between words and at an address's punctuation, never in the middle of a word or a name. */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split(BREAK_POINTS);
  return (
    <span className="[overflow-wrap:normal] [word-break:normal]">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
