import { invoiceKindLabels, invoiceStatusLabels, type TInvoiceView } from "@paralex/shared/billing";
import { formatOrdinalDate } from "@paralex/shared/format-date";
import { formatUsd } from "@paralex/shared/money";
import type { Color } from "pdf-lib";

const PAGE = { width: 612, height: 792, margin: 54 };

/** The standard fonts encode WinAnsi only: anything else becomes "?" rather than failing the receipt. */
const printable = (text: string) => text.replace(/\s+/g, " ").replace(/[^\u0020-\u007e\u00a0-\u00ff–—‘’“”…•]/g, "?");

/**
 * One invoice as a printable, letter-size receipt, drawn with pdf-lib as the cite-check report is. One page of text
 * in standard fonts takes a few milliseconds, so it is rendered on the request's thread (decision 066).
 */
export async function renderReceiptPdf(
  invoice: TInvoiceView,
  context: { brandName: string; organizationName: string; billingUrl: string },
): Promise<Uint8Array> {
  // Loaded with the first receipt, not at start: a server's memory after start matters more (decision 037).
  const { PDFDocument, rgb, StandardFonts } = await import("pdf-lib");
  const INK = rgb(0.04, 0.12, 0.23);
  const GREY = rgb(0.3, 0.3, 0.3);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${invoice.number}`);
  pdf.setAuthor(context.brandName);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const write = (text: string, options: { size?: number; isBold?: boolean; color?: Color; x?: number } = {}) => {
    const size = options.size ?? 11;
    page.drawText(printable(text), {
      x: options.x ?? PAGE.margin,
      y: y - size,
      size,
      font: options.isBold ? bold : regular,
      color: options.color ?? INK,
    });
  };
  const row = (label: string, value: string) => {
    write(label, { color: GREY });
    write(value, { x: PAGE.margin + 170, isBold: true });
    y -= 20;
  };

  write(context.brandName, { size: 20, isBold: true });
  y -= 34;
  write(invoice.status === "paid" ? "Receipt" : "Failed payment", { size: 16, isBold: true });
  y -= 30;
  row("Receipt number", invoice.number);
  row("Billed to", context.organizationName);
  row("Date", formatOrdinalDate(invoice.createdAt));
  row("Status", invoiceStatusLabels[invoice.status]);
  row("Payment", invoiceKindLabels[invoice.kind]);
  if (invoice.card) row("Card", `${invoice.card.brand} ending in ${invoice.card.last4}`);
  y -= 12;
  page.drawLine({
    start: { x: PAGE.margin, y },
    end: { x: PAGE.width - PAGE.margin, y },
    thickness: 0.5,
    color: GREY,
  });
  y -= 18;
  row("Plan", `${invoice.productTitle} ${invoice.tier}`);
  row("Seats", String(invoice.seats));
  row("Period", `${formatOrdinalDate(invoice.periodStart)} to ${formatOrdinalDate(invoice.periodEnd)}`);
  row(invoice.status === "paid" ? "Amount paid" : "Amount due", `${formatUsd(invoice.amount)} (USD)`);
  y -= 24;
  write(`Every receipt is on the billing page: ${context.billingUrl}`, { size: 9, color: GREY });
  return pdf.save();
}
