import { caseMatchLine } from "@paralex/shared/case-match-format";
import { citeCheckVerdictLabels, type TCiteCheckVerdict, type TCiteCheckView } from "@paralex/shared/cite-check";
import { ATTENTION_GROUPS } from "@paralex/shared/cite-check-attention";
import { formatOrdinalDate } from "@paralex/shared/format-date";
import type { Color, PDFFont, PDFPage } from "pdf-lib";

const PAGE = { width: 612, height: 792, margin: 54 };
const needsAttention: readonly TCiteCheckVerdict[] = [...ATTENTION_GROUPS.unchecked, ...ATTENTION_GROUPS.toReview];

/** The standard fonts encode WinAnsi only: anything else becomes "?" rather than failing the report. */
const printable = (text: string) => text.replace(/\s+/g, " ").replace(/[^\u0020-\u007e\u00a0-\u00ff§¶–—‘’“”…•]/g, "?");

/** The report as a letter-size PDF a partner can read on paper: what needs attention, then every citation. */
export async function renderCiteCheckPdf(check: TCiteCheckView, brandName: string): Promise<Uint8Array> {
  // Loaded with the first report, not with the module: the request thread imports this module for its task
  // descriptors only, and a server's memory after start matters more (decision 037).
  const { PDFDocument, rgb, StandardFonts } = await import("pdf-lib");
  const RED = rgb(0.7, 0.05, 0.05);
  const BLACK = rgb(0, 0, 0);
  const GREY = rgb(0.3, 0.3, 0.3);
  const AMBER = rgb(0.55, 0.3, 0);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Cite check ${check.name}`);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;

  const write = (text: string, options: { font?: PDFFont; size?: number; color?: Color; indent?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const indent = options.indent ?? 0;
    const words = printable(text).split(" ");
    let line = "";
    const lines: string[] = [];
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width - indent && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    for (const text of lines) {
      if (y < PAGE.margin + size) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(text, { x: PAGE.margin + indent, y: y - size, size, font, color: options.color ?? BLACK });
      y -= size * 1.4;
    }
  };

  write(`${brandName} cite check`, { font: bold, size: 18 });
  write(`${check.name} - ${formatOrdinalDate(check.createdAt)}`, { color: GREY });
  y -= 8;
  if (check.attention) {
    write(check.attention.headline, { font: bold, size: 13, color: check.attention.isClean ? BLACK : RED });
    y -= 4;
  }
  const counts = Object.entries(check.counts)
    .map(([verdict, count]) => `${citeCheckVerdictLabels[verdict as keyof typeof citeCheckVerdictLabels]}: ${count}`)
    .join("   ");
  write(`${check.citations.length} citations. ${counts}`, { font: bold, size: 11 });
  y -= 8;
  check.citations.forEach((citation, index) => {
    const isAlarm = (ATTENTION_GROUPS.toFix as readonly TCiteCheckVerdict[]).includes(citation.verdict);
    const isWarning = needsAttention.includes(citation.verdict);
    write(`${index + 1}. ${citeCheckVerdictLabels[citation.verdict].toUpperCase()} - ${citation.normalized}`, {
      font: bold,
      size: 11,
      color: isAlarm ? RED : isWarning ? AMBER : BLACK,
    });
    write(citation.context.sentence, { indent: 14, color: GREY, size: 9 });
    if (citation.note) write(citation.note, { indent: 14 });
    const match = citation.match;
    if (match) {
      write(caseMatchLine(match), { indent: 14 });
      if (match.url) write(match.url, { indent: 14, size: 8, color: GREY });
    }
    for (const candidate of citation.candidates) {
      write(`Candidate: ${[caseMatchLine(candidate), candidate.url].filter(Boolean).join(", ")}`, {
        indent: 14,
        size: 9,
      });
    }
    y -= 6;
  });
  return pdf.save();
}
