import { describe, expect, it } from "vitest";
import { renderMarkdownDocument } from "./markdown-document";

const document = (body: string, front = "title: Terms of Service\neffective: 2026-11-24\nstatus: draft") =>
  `---\n${front}\n---\n${body}`;

describe("renderMarkdownDocument", () => {
  it("reads the front matter and renders the text with linkable headings", () => {
    const rendered = renderMarkdownDocument(
      document(
        "## 1. Your account\n\nKeep your password **safe**.\n\n- one\n- two\n\nWrite to [us](mailto:legal@paralex.ai).",
      ),
    );

    expect(rendered).toMatchObject({ title: "Terms of Service", effectiveDate: "2026-11-24", isDraft: true });
    expect(rendered.html).toContain('<h2 id="1-your-account">1. Your account</h2>');
    expect(rendered.html).toContain("<strong>safe</strong>");
    expect(rendered.html).toContain("<li>one</li>");
    expect(rendered.html).toContain('<a href="mailto:legal@paralex.ai">us</a>');
  });

  it("escapes text that looks like markup", () => {
    expect(renderMarkdownDocument(document("Fees are < 5% & fair.")).html).toContain("Fees are &lt; 5% &amp; fair.");
  });

  it.each([
    ["no front matter", "## Terms"],
    ["a second h1", document("# Terms")],
    ["raw HTML", document('<script>alert("x")</script>')],
    ["no effective date", document("text", "title: Terms\nstatus: draft")],
    ["an unknown status", document("text", "title: Terms\neffective: 2026-11-24\nstatus: maybe")],
  ])("refuses a document with %s at build time", (_case, source) => {
    expect(() => renderMarkdownDocument(source, "terms.md")).toThrowError(/terms\.md/);
  });
});
