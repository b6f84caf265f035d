import { Fragment } from "react";

/** A part that keeps its hyphens on one line unless it alone is wider than the line (then anywhere, as a last resort). */
const UNIT = "inline-block max-w-full [overflow-wrap:anywhere]";

/** `text` cut before each `mark`, each piece with where it starts. */
function piecesOf(text: string, mark: "+" | ".") {
  let start = 0;
  return text.split(mark === "+" ? /(?=\+)/ : /(?=\.)/).map((piece) => {
    const at = start;
    start += piece.length;
    return { piece, at };
  });
}

/**
 * An email address that wraps only where a reader expects it to: before "+" and before "@"; the domain breaks before a
 * dot only when it alone is wider than the line. Never inside a word, as `break-all` did ("localhos" / "t").
 */
export function EmailAddress({ address }: { address: string }) {
  const atSign = address.lastIndexOf("@");
  const local = atSign < 0 ? address : address.slice(0, atSign);
  const domain = atSign < 0 ? "" : address.slice(atSign);
  return (
    <>
      {piecesOf(local, "+").map(({ piece, at }) => (
        <Fragment key={at}>
          {at > 0 ? <wbr /> : null}
          <span className={UNIT}>{piece}</span>
        </Fragment>
      ))}
      {domain ? (
        <>
          <wbr />
          <span className={UNIT}>
            {piecesOf(domain, ".").map(({ piece, at }) => (
              <Fragment key={at}>
                {at > 0 ? <wbr /> : null}
                {piece}
              </Fragment>
            ))}
          </span>
        </>
      ) : null}
    </>
  );
}
