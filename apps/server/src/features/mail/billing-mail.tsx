import { formatOrdinalDate } from "@paralex/shared/format-date";
import { formatMonthly, formatUsdCents } from "@paralex/shared/money";
import { inertName } from "./inert-name.js";
import { type MailMessage, renderActionMail } from "./mail-templates.js";

export const BILLING_NOTICE_KINDS = [
  "payment",
  "renewal",
  "plan_changed",
  "seats_changed",
  "payment_failed",
  "canceled",
  "resumed",
  "ended",
] as const;
export type TBillingNoticeKind = (typeof BILLING_NOTICE_KINDS)[number];

/** What a billing mail says: the event, its amount and period, and the billing page it links to. */
export interface BillingMail {
  to: string;
  brandName: string;
  /** The billing page. */
  link: string;
  kind: TBillingNoticeKind;
  organizationName: string;
  productTitle: string;
  tier: string;
  seats: number;
  /** Paid, due, or the new monthly amount, by kind. */
  amountCents: number;
  periodStart: string;
  periodEnd: string;
  invoiceNumber?: string | null | undefined;
  previous?: { tier?: string | undefined; seats?: number | undefined; amountCents?: number | undefined } | undefined;
  /** A plan change's prorated amount for the rest of the period: positive owed, negative credited. */
  prorationCents?: number | undefined;
}

const seatsText = (seats: number) => `${seats} seat${seats === 1 ? "" : "s"}`;

/**
 * A receipt or notice to the organization's billing contact: every one states the amount, the period and links to
 * the billing page. Names typed by people (the organization's) are made inert (decision 054).
 */
export function renderBillingMail(mail: BillingMail): MailMessage {
  const organization = inertName(mail.organizationName);
  const plan = `${mail.productTitle} ${mail.tier}`;
  const amount = formatUsdCents(mail.amountCents);
  const monthly = formatMonthly(mail.amountCents / 100);
  const start = formatOrdinalDate(mail.periodStart);
  const end = formatOrdinalDate(mail.periodEnd);
  const period = `Period: ${start} to ${end}.`;
  const receipt = mail.invoiceNumber ? `Receipt number: ${mail.invoiceNumber}.` : null;
  const base = {
    action: "Open the billing page",
    footer: `Billing mail for ${organization} goes to its billing contact, or to its Admins while it has none.`,
  };
  const content = (() => {
    switch (mail.kind) {
      case "payment":
      case "renewal":
        return {
          subject: `Receipt ${mail.invoiceNumber ?? ""}: ${amount} for ${plan}`.replace("  ", " "),
          heading: mail.kind === "payment" ? "Payment received" : "Your plan renewed",
          lines: [
            `${organization} paid ${amount} for ${plan} (${seatsText(mail.seats)}).`,
            period,
            ...(receipt ? [receipt] : []),
            "The billing page has a printable receipt (PDF) for this payment.",
          ],
        };
      case "payment_failed":
        return {
          subject: `Payment failed: ${amount} for ${plan}`,
          heading: "Your payment did not go through",
          lines: [
            `A payment of ${amount} for ${plan} (${seatsText(mail.seats)}) was declined.`,
            period,
            "Please check the card on file; the plan stays active only while its payments succeed.",
          ],
        };
      case "plan_changed": {
        const proration = mail.prorationCents ?? 0;
        return {
          subject: `Plan changed: ${plan}, ${monthly}`,
          heading: "Your plan changed",
          lines: [
            `${organization} switched ${mail.productTitle} from ${mail.previous?.tier ?? "its plan"} to ${mail.tier}.`,
            `New monthly amount: ${monthly} (${seatsText(mail.seats)}), billed from ${end}.`,
            proration === 0
              ? "Nothing is owed for the rest of this billing period."
              : proration > 0
                ? `${formatUsdCents(proration)} for the rest of this billing period is added to your next bill.`
                : `${formatUsdCents(-proration)} for the unused part of this billing period is credited to your next bill.`,
            period,
          ],
        };
      }
      case "seats_changed":
        return {
          subject: `Seats changed: ${plan}, ${monthly}`,
          heading: "Your seats changed",
          lines: [
            `${plan} now pays for ${seatsText(mail.seats)}${
              mail.previous?.seats ? ` (was ${seatsText(mail.previous.seats)})` : ""
            }.`,
            `New monthly amount: ${monthly}${
              mail.previous?.amountCents !== undefined ? ` (was ${formatMonthly(mail.previous.amountCents / 100)})` : ""
            }, billed from ${end}.`,
            period,
          ],
        };
      case "canceled":
        return {
          subject: `Plan canceled: ${plan} ends on ${end}`,
          heading: "Your plan will end",
          lines: [
            `${plan} (${monthly}) is canceled and ends on ${end}. Nothing more is charged.`,
            period,
            "An Admin can resume it from the billing page until then.",
          ],
        };
      case "resumed":
        return {
          subject: `Plan resumed: ${plan}, ${monthly}`,
          heading: "Your plan continues",
          lines: [`${plan} continues. It renews on ${end} at ${monthly} (${seatsText(mail.seats)}).`, period],
        };
      case "ended":
        return {
          subject: `Plan ended: ${plan}`,
          heading: "Your plan has ended",
          lines: [`${plan} (${monthly}) has ended.`, period, "You can choose a plan again from Manage Subscriptions."],
        };
    }
  })();
  return renderActionMail(
    { to: mail.to, brandName: mail.brandName, link: mail.link },
    { ...content, lines: content.lines.filter((line): line is string => Boolean(line)), ...base },
  );
}
