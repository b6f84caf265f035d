import type { TDocketEntry } from "@paralex/shared/cases";
import { renderToStaticMarkup } from "react-dom/server";

export interface DigestCase {
  caseName: string;
  courtName: string;
  docketNumber: string;
  docketLink: string;
  entries: TDocketEntry[];
}

export interface DocketDigest {
  brandName: string;
  firstName: string;
  /** The local date the digest is for, as the member reads it ("Friday, 27 November 2026"). */
  dateLabel: string;
  cases: DigestCase[];
}

const p = { margin: "0 0 14px", fontSize: 16, lineHeight: "24px", color: "#1f2937" };
const small = { margin: "0 0 12px", fontSize: 14, lineHeight: "20px", color: "#4b5563" };
const entryTitle = (entry: TDocketEntry) => (entry.entryNumber === null ? "New entry" : `Entry ${entry.entryNumber}`);
const entriesWord = (count: number) => (count === 1 ? "1 new docket entry" : `${count} new docket entries`);

/** One member's daily digest: each case with its new entries, their documents' links and the docket's link. */
export function composeDocketDigest(digest: DocketDigest): { subject: string; text: string; html: string } {
  const total = digest.cases.reduce((sum, item) => sum + item.entries.length, 0);
  const subject = `Docket digest for ${digest.dateLabel}: ${entriesWord(total)}`;
  const documentLines = (entry: TDocketEntry) =>
    entry.documents.map(
      (document) =>
        `    ${[document.number && `Document ${document.number}`, document.description].filter(Boolean).join(": ") || "Document"}${document.url ? `: ${document.url}` : ""}`,
    );
  const text = [
    `Hi ${digest.firstName},`,
    "",
    `${entriesWord(total)} since your last digest:`,
    ...digest.cases.flatMap((item) => [
      "",
      `${item.caseName}, ${item.courtName}, ${item.docketNumber}`,
      ...item.entries.flatMap((entry) => [`- ${entryTitle(entry)}: ${entry.text}`, ...documentLines(entry)]),
      `  The docket: ${item.docketLink}`,
    ]),
    "",
    "The first click on a free-look link uses the firm's one free look.",
    "",
    `${digest.brandName} associate`,
  ].join("\n");
  const html = `<!doctype html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: "#ffffff", fontFamily: "Arial,Helvetica,sans-serif" }}>
        <div style={{ maxWidth: 600, margin: "0 auto", padding: "16px", wordBreak: "break-word" }}>
          <p style={p}>Hi {digest.firstName},</p>
          <p style={p}>{entriesWord(total)} since your last digest:</p>
          {digest.cases.map((item) => (
            <div key={item.docketLink} style={{ margin: "0 0 20px" }}>
              <p style={{ ...p, margin: "0 0 6px" }}>
                <strong>{item.caseName}</strong>, {item.courtName}, {item.docketNumber}
              </p>
              <ul style={{ margin: "0 0 8px", paddingLeft: 20 }}>
                {item.entries.map((entry) => (
                  <li key={entry.id} style={{ ...small, color: "#1f2937" }}>
                    <strong>{entryTitle(entry)}</strong>: {entry.text}
                    {entry.documents.map((document) =>
                      document.url ? (
                        <span key={document.url}>
                          {" "}
                          <a href={document.url}>{document.number ? `Document ${document.number}` : "Document"}</a>
                        </span>
                      ) : null,
                    )}
                  </li>
                ))}
              </ul>
              <p style={small}>
                <a href={item.docketLink}>Open the docket</a>
              </p>
            </div>
          ))}
          <p style={small}>The first click on a free-look link uses the firm's one free look.</p>
          <p style={small}>{digest.brandName} associate</p>
        </div>
      </body>
    </html>,
  )}`;
  return { subject, text, html };
}
