import {
  CITE_CHECK_APP_IDS,
  citeCheckVerdictLabels,
  type TCiteCheckCitation,
  type TCiteCheckView,
} from "@paralex/shared/cite-check";
import { ATTENTION_GROUPS } from "@paralex/shared/cite-check-attention";
import { findProduct } from "@paralex/shared/products";
import { paths } from "@paralex/shared/routes";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export interface ReplyContext {
  brandName: string;
  publicUrl: string;
  firstName: string;
  /** The operator turned sender authentication off: the reply says so. */
  isSenderRelaxed: boolean;
}

export interface ComposedReply {
  text: string;
  html: string;
}

export interface DraftOutcome {
  name: string;
  check: TCiteCheckView | null;
  problem: string | null;
}

const NEEDS_ATTENTION: readonly string[] = [
  ...ATTENTION_GROUPS.toFix,
  ...ATTENTION_GROUPS.unchecked,
  ...ATTENTION_GROUPS.toReview,
];
const RELAXED_NOTE =
  "Note: this server does not check that mail to this address really comes from you (sender authentication is turned off outside production).";

export const citeCheckPlans = () =>
  CITE_CHECK_APP_IDS.map((appId) => findProduct(appId)?.title ?? `plan ${appId}`).join(" or ");

const checkLink = (context: ReplyContext, id: string) =>
  `${context.publicUrl}${paths.dashboardCiteCheck}${encodeURIComponent(id)}/`;

const p = { margin: "0 0 14px", fontSize: 16, lineHeight: "24px", color: "#1f2937" };
const small = { margin: "0 0 12px", fontSize: 14, lineHeight: "20px", color: "#4b5563" };
const h2 = { margin: "24px 0 8px", fontSize: 18, lineHeight: "26px", color: "#111827" };
const item = { margin: "0 0 14px", padding: "10px 12px", background: "#f9fafb", borderLeft: "4px solid #b45309" };
const verifiedItem = { ...item, borderLeft: "4px solid #047857" };

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

const html = (node: ReactNode) => `<!doctype html>${renderToStaticMarkup(node)}`;

function problemOf(citation: TCiteCheckCitation): string {
  return `${citeCheckVerdictLabels[citation.verdict]}${citation.note ? `: ${citation.note}` : ""}`;
}

function verifiedAs(citation: TCiteCheckCitation): string {
  return citation.match?.caseName ? ` (${citation.match.caseName})` : "";
}

/** The report reply: each draft's summary first, what needs attention with its sentence, then what was verified. */
export function composeReportReply(context: ReplyContext, drafts: DraftOutcome[]): ComposedReply {
  const lines: string[] = [`Hi ${context.firstName},`, ""];
  if (context.isSenderRelaxed) lines.push(RELAXED_NOTE, "");
  const checked = drafts.filter((draft) => draft.check);
  lines.push(
    checked.length === 1
      ? "I checked the citations in your draft."
      : `I checked the citations in ${checked.length} drafts.`,
    "",
  );
  for (const draft of drafts) {
    const check = draft.check;
    if (!check) {
      lines.push(`${draft.name}: not checked. ${draft.problem ?? ""}`.trim(), "");
      continue;
    }
    if (check.status === "failed") {
      lines.push(`${draft.name}: the check failed. ${check.error ?? ""}`.trim(), "");
      continue;
    }
    const attention = check.citations.filter((citation) => NEEDS_ATTENTION.includes(citation.verdict));
    const verified = check.citations.filter((citation) => citation.verdict === "verified");
    lines.push(`${draft.name}`, check.attention?.headline ?? "", "");
    if (attention.length > 0) {
      lines.push("Needs your attention:");
      for (const citation of attention) {
        lines.push(`- ${citation.text}: ${problemOf(citation)}`, `  In: "${citation.context.sentence}"`);
      }
      lines.push("");
    }
    if (verified.length > 0) {
      lines.push("Verified:");
      for (const citation of verified) lines.push(`- ${citation.text}${verifiedAs(citation)}`);
      lines.push("");
    }
    lines.push(`The full report: ${checkLink(context, check.id)}`, "");
  }
  if (checked.length > 0) lines.push("The report is attached as a PDF.", "");
  lines.push(`${context.brandName} associate`);

  const body = (
    <Page title="Cite check report">
      <p style={p}>Hi {context.firstName},</p>
      {context.isSenderRelaxed ? <p style={small}>{RELAXED_NOTE}</p> : null}
      <p style={p}>
        {checked.length === 1
          ? "I checked the citations in your draft."
          : `I checked the citations in ${checked.length} drafts.`}
      </p>
      {drafts.map((draft, index) => {
        const check = draft.check;
        const key = `${index}-${draft.name}`;
        if (!check) {
          return (
            <div key={key}>
              <h2 style={h2}>{draft.name}</h2>
              <p style={p}>Not checked. {draft.problem}</p>
            </div>
          );
        }
        if (check.status === "failed") {
          return (
            <div key={key}>
              <h2 style={h2}>{draft.name}</h2>
              <p style={p}>The check failed. {check.error}</p>
            </div>
          );
        }
        const attention = check.citations.filter((citation) => NEEDS_ATTENTION.includes(citation.verdict));
        const verified = check.citations.filter((citation) => citation.verdict === "verified");
        return (
          <div key={key}>
            <h2 style={h2}>{draft.name}</h2>
            <p style={{ ...p, fontWeight: "bold" }}>{check.attention?.headline}</p>
            {attention.length > 0 ? <p style={{ ...p, margin: "16px 0 8px" }}>Needs your attention:</p> : null}
            {attention.map((citation) => (
              <div key={`a-${citation.start}`} style={item}>
                <p style={{ ...p, margin: "0 0 6px", fontWeight: "bold" }}>{citation.text}</p>
                <p style={{ ...small, margin: "0 0 6px" }}>{problemOf(citation)}</p>
                <p style={{ ...small, margin: 0, fontStyle: "italic" }}>“{citation.context.sentence}”</p>
              </div>
            ))}
            {verified.length > 0 ? <p style={{ ...p, margin: "16px 0 8px" }}>Verified:</p> : null}
            {verified.map((citation) => (
              <div key={`v-${citation.start}`} style={verifiedItem}>
                <p style={{ ...small, margin: 0, color: "#1f2937" }}>
                  {citation.text}
                  {verifiedAs(citation)}
                </p>
              </div>
            ))}
            <p style={p}>
              <a href={checkLink(context, check.id)} style={{ color: "#1d4ed8" }}>
                Open the full report
              </a>
            </p>
          </div>
        );
      })}
      {checked.length > 0 ? <p style={small}>The report is attached as a PDF.</p> : null}
      <p style={small}>{context.brandName} associate</p>
    </Page>
  );
  return { text: lines.join("\n"), html: html(body) };
}

/** For a member whose plan does not include the cite check: which plans do, and where to subscribe. */
export function composePlanReply(context: ReplyContext): ComposedReply {
  const link = `${context.publicUrl}${paths.dashboardSubscriptions}`;
  const plans = citeCheckPlans();
  const sentence = `Checking citations by email is part of the ${plans} plan. Your organization's Admin can subscribe on the subscriptions page:`;
  const text = [`Hi ${context.firstName},`, "", sentence, link, "", `${context.brandName} associate`].join("\n");
  return {
    text,
    html: html(
      <Page title="Cite check by email">
        <p style={p}>Hi {context.firstName},</p>
        <p style={p}>{sentence}</p>
        <p style={p}>
          <a href={link} style={{ color: "#1d4ed8" }}>
            Manage subscriptions
          </a>
        </p>
        <p style={small}>{context.brandName} associate</p>
      </Page>,
    ),
  };
}

/** For a message with nothing to check: what the associate does today and how to ask. */
export function composeHelpReply(context: ReplyContext): ComposedReply {
  const lines = [
    "I did not find a draft to check in your message.",
    "Today I check citations: attach a draft (.docx, .pdf with text, or .txt; up to five files of 10 MB each), or paste the text in the body of your email, and I reply in this thread with every citation checked and the report attached.",
  ];
  const text = [
    `Hi ${context.firstName},`,
    "",
    ...lines.flatMap((line) => [line, ""]),
    `${context.brandName} associate`,
  ];
  if (context.isSenderRelaxed) text.splice(2, 0, RELAXED_NOTE, "");
  return {
    text: text.join("\n"),
    html: html(
      <Page title="How to use the associate">
        <p style={p}>Hi {context.firstName},</p>
        {context.isSenderRelaxed ? <p style={small}>{RELAXED_NOTE}</p> : null}
        {lines.map((line) => (
          <p key={line} style={p}>
            {line}
          </p>
        ))}
        <p style={small}>{context.brandName} associate</p>
      </Page>,
    ),
  };
}
