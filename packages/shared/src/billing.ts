import { paths } from "./routes.js";

/** The billing page, receipts and billing notices: what the dashboard and the server both say (decision 066). */

export const INVOICE_KINDS = ["first_payment", "renewal"] as const;
export type TInvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_STATUSES = ["paid", "failed"] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoiceKindLabels: Record<TInvoiceKind, string> = {
  first_payment: "First payment",
  renewal: "Renewal",
};
export const invoiceStatusLabels: Record<TInvoiceStatus, string> = { paid: "Paid", failed: "Payment failed" };

/** An invoice as the billing page lists it; amounts in US dollars, dates ISO 8601. */
export interface TInvoiceView {
  id: string;
  /** 'PX-000042': the number a receipt and its mail carry. */
  number: string;
  kind: TInvoiceKind;
  status: TInvoiceStatus;
  appId: number;
  productTitle: string;
  tier: string;
  seats: number;
  amount: number;
  periodStart: string;
  periodEnd: string;
  createdAt: string;
  /** The card charged, when known. */
  card: { brand: string; last4: string } | null;
}

/** The card on file (brand and last four), as the billing page shows it. */
export interface TPaymentMethodView {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A subscription as the billing page lists it, with whether it may still be resumed. */
export interface TBillingSubscriptionView {
  subsId: string;
  appId: number;
  productTitle: string;
  tier: string;
  /** US dollars a month. */
  amount: number;
  endDate: string;
  status: string;
  cancelAtPeriodEnd: boolean;
}

export interface TBillingOverview {
  organizationName: string;
  /** Whether the viewer is an Admin (only Admins resume a plan). */
  canManage: boolean;
  paymentMethod: TPaymentMethodView | null;
  invoices: TInvoiceView[];
  subscriptions: TBillingSubscriptionView[];
}

export const BILLING_PAGE_PATH = paths.dashboardBilling;

export function invoiceNumber(sequence: number): string {
  return `PX-${String(sequence).padStart(6, "0")}`;
}

/** A card brand from the number's first digits, as the built-in checkout records it. */
export function cardBrandOf(cardNumber: string): string {
  if (/^4/.test(cardNumber)) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(cardNumber)) return "Mastercard";
  if (/^3[47]/.test(cardNumber)) return "American Express";
  if (/^6(011|5)/.test(cardNumber)) return "Discover";
  return "Card";
}

/** 'visa' (Stripe's spelling) as people write it. */
export function cardBrandLabel(brand: string): string {
  const known: Record<string, string> = {
    visa: "Visa",
    mastercard: "Mastercard",
    amex: "American Express",
    discover: "Discover",
  };
  return known[brand.toLowerCase()] ?? brand;
}

export const billingMessages = {
  title: "Billing",
  invoicesHeading: "Invoices",
  noInvoices: "No invoices yet. Your receipts appear here after your first payment.",
  paymentMethodHeading: "Payment method",
  noPaymentMethod: "No card on file yet.",
  subscriptionsHeading: "Plans",
  resume: "Resume plan",
  resumed: "Your plan continues. It renews on its next bill date.",
  endsOn: (date: string) => `Ends on ${date}`,
  renewsOn: (date: string) => `Renews on ${date}`,
  receipt: "Receipt (PDF)",
  invoiceNotFound: "Invoice not found.",
  notEnding: "This plan is not set to end, so there is nothing to resume.",
  alreadyEnded: "This plan has already ended. Choose a plan again from Manage Subscriptions.",
  resumeAdminsOnly: "Only an Admin of your organization can resume its plans.",
  noOrganization: "Your account has no organization.",
} as const;
