// An HTML notice as lines of text, the way the text form of the same notice reads: block elements end lines, table
// cells of one row share a line, and each link is written after its label as " <URL>" (what mail clients write when
// they turn an HTML message into text, so both forms parse alike).
//
// htmlparser2's Tokenizer reads the markup in one pass; its Parser is not used because it keeps open elements in an
// array it shifts and searches on every tag, which makes deeply nested hostile markup quadratic. Nothing here keeps
// more than a counter per kind of element, so the work stays linear in the input.

import { Tokenizer } from "htmlparser2";

const BLOCK_TAGS = new Set([
  "address",
  "article",
  "blockquote",
  "br",
  "center",
  "dd",
  "div",
  "dl",
  "dt",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "tbody",
  "thead",
  "tr",
  "ul",
]);
const CELL_TAGS = new Set(["td", "th"]);
const SKIPPED_TAGS = new Set(["head", "script", "style", "template", "noscript"]);
const MAX_OPEN_LINKS = 64;
const MAX_URL = 4_000;

export function htmlToLines(html: string): string[] {
  const chunks: string[] = [];
  const links: Array<string | null> = [];
  let skipped = 0;
  let preformatted = 0;
  let tagName = "";
  let attributeName = "";
  let attributeValue = "";
  let href: string | null = null;

  const openTag = (name: string) => {
    if (name === "body") skipped = 0;
    if (SKIPPED_TAGS.has(name)) skipped += 1;
    if (name === "pre") preformatted += 1;
    if (BLOCK_TAGS.has(name)) chunks.push("\n");
    else if (CELL_TAGS.has(name)) chunks.push(" ");
    if (name === "a" && links.length < MAX_OPEN_LINKS) {
      const target = href?.trim() ?? "";
      links.push(/^https?:\/\//i.test(target) && !/\s|[<>]/.test(target) ? target : null);
    }
  };

  const closeTag = (name: string) => {
    if (SKIPPED_TAGS.has(name) && skipped > 0) skipped -= 1;
    if (name === "pre" && preformatted > 0) preformatted -= 1;
    if (name === "a") {
      const target = links.pop();
      if (target) chunks.push(` <${target}>`);
    }
    if (BLOCK_TAGS.has(name)) chunks.push("\n");
  };

  const text = (value: string) => {
    if (skipped === 0) chunks.push(preformatted > 0 ? value : value.replace(/\s+/g, " "));
  };

  const tokenizer = new Tokenizer(
    { xmlMode: false, decodeEntities: true },
    {
      ontext: (start, end) => text(html.slice(start, end)),
      ontextentity: (codepoint) => text(String.fromCodePoint(codepoint)),
      onopentagname: (start, end) => {
        tagName = html.slice(start, end).toLowerCase();
        href = null;
      },
      onattribname: (start, end) => {
        attributeName = html.slice(start, end).toLowerCase();
        attributeValue = "";
      },
      onattribdata: (start, end) => {
        if (attributeName === "href" && attributeValue.length < MAX_URL) attributeValue += html.slice(start, end);
      },
      onattribentity: (codepoint) => {
        if (attributeName === "href" && attributeValue.length < MAX_URL)
          attributeValue += String.fromCodePoint(codepoint);
      },
      onattribend: () => {
        if (attributeName === "href") href = attributeValue;
        attributeName = "";
      },
      onopentagend: () => openTag(tagName),
      onselfclosingtag: () => {
        openTag(tagName);
        if (tagName === "a") closeTag(tagName);
      },
      onclosetag: (start, end) => closeTag(html.slice(start, end).toLowerCase()),
      oncdata: () => undefined,
      oncomment: () => undefined,
      ondeclaration: () => undefined,
      onprocessinginstruction: () => undefined,
      onend: () => undefined,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  return chunks
    .join("")
    .split("\n")
    .map((line) => line.replace(/\u00a0/g, " ").trim());
}
