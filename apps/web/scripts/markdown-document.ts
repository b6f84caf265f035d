import { Marked } from "marked";
import type { Plugin } from "vite";

/** A Markdown file of the repository, rendered at build time: what a `*.md` import gives the web app. */
export interface TMarkdownDocument {
  title: string;
  /** ISO date, e.g. 2026-11-24. */
  effectiveDate: string;
  isDraft: boolean;
  html: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function readFrontMatter(source: string, file: string): { fields: Map<string, string>; body: string } {
  const match = source.match(FRONT_MATTER);
  if (!match) throw new Error(`${file}: starts with a front matter block (title, effective, status)`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    const field = line.match(/^(\w+):\s*(.+)$/);
    if (field?.[1] && field[2]) fields.set(field[1], field[2].trim());
  }
  return { fields, body: source.slice(match[0].length) };
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Renders a Markdown document with its front matter (title, effective date, draft status). The page gives the title
 * its h1, so the text starts at ##; each heading gets an id to link to. Raw HTML is refused: the text is prose.
 */
export function renderMarkdownDocument(source: string, file = "document.md"): TMarkdownDocument {
  const { fields, body } = readFrontMatter(source, file);
  const title = fields.get("title");
  const effectiveDate = fields.get("effective") ?? "";
  const status = fields.get("status");
  if (!title) throw new Error(`${file}: the front matter needs a title`);
  if (!ISO_DATE.test(effectiveDate)) throw new Error(`${file}: the front matter needs effective: YYYY-MM-DD`);
  if (status !== "draft" && status !== "final") throw new Error(`${file}: status must be draft or final`);

  const marked = new Marked({ gfm: true, async: false });
  const tokens = marked.lexer(body);
  marked.walkTokens(tokens, (token) => {
    if (token.type === "heading" && token.depth === 1) throw new Error(`${file}: use ## for sections; # is the title`);
    if (token.type === "html") throw new Error(`${file}: raw HTML is not allowed in Markdown documents`);
  });
  marked.use({
    renderer: {
      heading({ tokens: inline, depth }) {
        const text = this.parser.parseInline(inline);
        return `<h${depth} id="${slug(text)}">${text}</h${depth}>\n`;
      },
    },
  });
  const html = marked.parser(tokens);
  return { title, effectiveDate, isDraft: status === "draft", html };
}

/** Turns `import terms from ".../terms.md"` into the rendered document, so no Markdown parser reaches the browser. */
export function markdownDocuments(): Plugin {
  return {
    name: "paralex-markdown-documents",
    transform(source, id) {
      if (!id.endsWith(".md")) return null;
      return { code: `export default ${JSON.stringify(renderMarkdownDocument(source, id))};`, map: null };
    },
  };
}
