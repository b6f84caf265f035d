import { formatOrdinalDate } from "@paralex/shared/format-date";
import type { TMarkdownDocument } from "../../../scripts/markdown-document";
import { useDocumentTitle } from "../../lib/use-document-title";
import { legalText } from "./legal-text";
import "./legal-document.css";

/** A legal page rendered at build time from its Markdown file in content/legal/ (decision 041). */
export function LegalDocumentPage({ document }: { document: TMarkdownDocument }) {
  useDocumentTitle(document.title);
  return (
    <article>
      <header className="border-b border-line bg-surface">
        <div className="container-page py-8 md:py-14">
          <h1 className="font-serif text-3xl leading-tight font-semibold sm:text-4xl md:text-5xl">{document.title}</h1>
          <p className="mt-4 text-muted">
            {legalText.effectiveDateLabel}{" "}
            <time dateTime={document.effectiveDate} className="font-semibold text-body">
              {formatOrdinalDate(document.effectiveDate)}
            </time>
          </p>
        </div>
      </header>
      <div className="container-page py-10 md:py-14">
        <div className="max-w-[68ch]">
          {document.isDraft ? (
            <p
              className="mb-10 rounded-[12px] border border-gold/60 border-l-4 border-l-gold bg-gold-light/15 p-4 text-body sm:p-5"
              data-draft-notice
            >
              <strong className="mr-2 inline-block rounded-full bg-ink px-2.5 py-0.5 text-sm font-semibold tracking-wide text-white uppercase">
                {legalText.draftLabel}
              </strong>
              {legalText.draftNotice}
            </p>
          ) : null}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the repository's Markdown, rendered at build time with raw HTML refused (scripts/markdown-document.ts) */}
          <div className="legal-document" dangerouslySetInnerHTML={{ __html: document.html }} />
        </div>
      </div>
    </article>
  );
}
