import { enteredLabel, filedLabel, gapSentence, type TDocketEntry, type TDocketGap } from "@paralex/shared/cases";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export interface DocketAlert {
  brandName: string;
  firstName: string;
  caseName: string;
  courtName: string;
  docketNumber: string;
  docketLink: string;
  entry: TDocketEntry;
  gaps: readonly TDocketGap[];
}

const p = { margin: "0 0 14px", fontSize: 16, lineHeight: "24px", color: "#1f2937" };
const small = { margin: "0 0 12px", fontSize: 14, lineHeight: "20px", color: "#4b5563" };
const quote = { margin: "0 0 16px", padding: "10px 12px", background: "#f9fafb", borderLeft: "4px solid #1d4ed8" };
const warning = { ...quote, borderLeft: "4px solid #b45309" };

/** The case's alerts share one subject, so every mail client keeps them in one thread. */
export const alertSubjectOf = (caseName: string, docketNumber: string) => `Docket: ${caseName} (${docketNumber})`;

const entryTitle = (entry: TDocketEntry) => (entry.entryNumber === null ? "New entry" : `Entry ${entry.entryNumber}`);

const dateLine = (entry: TDocketEntry) =>
  [
    entry.filedOn && `Filed ${filedLabel(entry.filedOn)}`,
    entry.enteredAt && `entered ${enteredLabel(entry.enteredAt)}`,
    entry.filer && `by ${entry.filer}`,
  ]
    .filter(Boolean)
    .join(", ");

const documentLabel = (document: TDocketEntry["documents"][number]) =>
  [document.number && `Document ${document.number}`, document.description].filter(Boolean).join(": ") || "Document";

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: "#ffffff", fontFamily: "Arial,Helvetica,sans-serif" }}>
        <div style={{ maxWidth: 600, margin: "0 auto", padding: "16px", wordBreak: "break-word" }}>{children}</div>
      </body>
    </html>
  );
}

/** One entry's alert: the case, the entry and its documents, what has not been seen, and the docket's link. */
export function composeDocketAlert(alert: DocketAlert): { subject: string; text: string; html: string } {
  const { entry } = alert;
  const subject = alertSubjectOf(alert.caseName, alert.docketNumber);
  const gaps = gapSentence(alert.gaps);
  const freeLook = "The first click on a free-look link uses the firm's one free look.";
  const text = [
    `Hi ${alert.firstName},`,
    "",
    `${entryTitle(entry)} in ${alert.caseName}, ${alert.courtName}, ${alert.docketNumber}:`,
    "",
    entry.text,
    dateLine(entry),
    ...(entry.restricted ? ["", "Sealed or restricted: the notice gives no document link."] : []),
    ...(entry.documents.length > 0
      ? [
          "",
          "Documents:",
          ...entry.documents.map(
            (document) => `- ${documentLabel(document)}${document.url ? `: ${document.url}` : ""}`,
          ),
          freeLook,
        ]
      : []),
    ...(gaps ? ["", gaps] : []),
    "",
    `The docket: ${alert.docketLink}`,
    "",
    `${alert.brandName} associate`,
  ].join("\n");
  const html = `<!doctype html>${renderToStaticMarkup(
    <Page title={subject}>
      <p style={p}>Hi {alert.firstName},</p>
      <p style={p}>
        <strong>{entryTitle(entry)}</strong> in <strong>{alert.caseName}</strong>, {alert.courtName},{" "}
        {alert.docketNumber}:
      </p>
      <div style={quote}>
        <p style={{ ...p, margin: "0 0 6px" }}>{entry.text}</p>
        {dateLine(entry) ? <p style={{ ...small, margin: 0 }}>{dateLine(entry)}</p> : null}
      </div>
      {entry.restricted ? <p style={small}>Sealed or restricted: the notice gives no document link.</p> : null}
      {entry.documents.length > 0 ? (
        <>
          {entry.documents.map((document) => (
            <p key={`${document.number ?? ""}-${document.url ?? ""}-${document.description ?? ""}`} style={p}>
              {document.url ? <a href={document.url}>{documentLabel(document)}</a> : documentLabel(document)}
            </p>
          ))}
          <p style={small}>{freeLook}</p>
        </>
      ) : null}
      {gaps ? <p style={{ ...warning, ...p }}>{gaps}</p> : null}
      <p style={p}>
        <a href={alert.docketLink}>Open the docket</a>
      </p>
      <p style={small}>{alert.brandName} associate</p>
    </Page>,
  )}`;
  return { subject, text, html };
}
