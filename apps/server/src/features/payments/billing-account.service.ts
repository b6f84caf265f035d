import {
  BILLING_PAGE_PATH,
  billingMessages,
  invoiceNumber,
  type TBillingOverview,
  type TInvoiceView,
} from "@paralex/shared/billing";
import type { TSubscriptionView } from "@paralex/shared/subscriptions";
import { getMembership } from "../../access/membership.js";
import type { AuthenticatedUser } from "../../access/viewer.js";
import { AppError } from "../../lib/app-error.js";
import type { AuditSource } from "../audit/audit.service.js";
import { listProducts } from "../products/products.service.js";
import { organizationNameForBilling } from "../subscriptions/billing-notices.js";
import {
  findInvoiceOfOrganization,
  findPaymentMethod,
  type InvoiceRecord,
  listInvoicesOfOrganization,
} from "./invoices.repository.js";
import type { PaymentsDeps } from "./payments-deps.js";
import { renderReceiptPdf } from "./receipt-pdf.js";

/** The viewer's organization: only its members read its billing (any role reads, Admins act). */
async function requireOrganization(deps: PaymentsDeps, viewer: AuthenticatedUser) {
  const own = await getMembership(deps.db, viewer.id);
  if (!own) throw new AppError("conflict", billingMessages.noOrganization);
  return own;
}

function toInvoiceView(invoice: InvoiceRecord, titles: Map<number, string>): TInvoiceView {
  return {
    id: invoice.id,
    number: invoiceNumber(invoice.number),
    kind: invoice.kind,
    status: invoice.status,
    appId: invoice.appId,
    productTitle: titles.get(invoice.appId) ?? `Product ${invoice.appId}`,
    tier: invoice.pricingTier,
    seats: invoice.seats,
    amount: invoice.amountCents / 100,
    periodStart: invoice.periodStart.toISOString(),
    periodEnd: invoice.periodEnd.toISOString(),
    createdAt: invoice.createdAt.toISOString(),
    card: invoice.cardBrand && invoice.cardLast4 ? { brand: invoice.cardBrand, last4: invoice.cardLast4 } : null,
  };
}

async function productTitles(deps: PaymentsDeps): Promise<Map<number, string>> {
  return new Map((await listProducts(deps.db)).map((product) => [product.appId, product.title]));
}

/** The billing page: the organization's invoices, its card on file and its plans, for any of its members. */
export async function getBillingAccount(deps: PaymentsDeps, viewer: AuthenticatedUser): Promise<TBillingOverview> {
  const own = await requireOrganization(deps, viewer);
  const [invoices, card, titles, organizationName, subscriptions] = await Promise.all([
    listInvoicesOfOrganization(deps.db, own.organizationId),
    findPaymentMethod(deps.db, own.organizationId),
    productTitles(deps),
    organizationNameForBilling(deps.db, own.organizationId),
    deps.subscriptions.listOwnSubscriptions(viewer.id),
  ]);
  return {
    organizationName,
    canManage: own.isAdmin,
    paymentMethod: card
      ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear }
      : null,
    invoices: invoices.map((invoice) => toInvoiceView(invoice, titles)),
    subscriptions: subscriptions
      .filter(
        (subscription) => subscription.organizationId === own.organizationId && subscription.status !== "canceled",
      )
      .map((subscription: TSubscriptionView) => ({
        subsId: subscription.subsId,
        appId: subscription.appId,
        productTitle: titles.get(subscription.appId) ?? `Product ${subscription.appId}`,
        tier: subscription.pricingTier,
        amount: subscription.amountCharged,
        endDate: subscription.endDate,
        status: subscription.status,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      })),
  };
}

/** One invoice's receipt as a PDF; an id that is not the viewer's organization's answers 404, as an unknown one. */
export async function getReceiptPdf(
  deps: PaymentsDeps,
  viewer: AuthenticatedUser,
  id: string,
): Promise<{ number: string; pdf: Buffer }> {
  const own = await requireOrganization(deps, viewer);
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  const invoice = isUuid ? await findInvoiceOfOrganization(deps.db, own.organizationId, id) : undefined;
  if (!invoice) throw new AppError("not_found", billingMessages.invoiceNotFound);
  const [titles, organizationName] = await Promise.all([
    productTitles(deps),
    organizationNameForBilling(deps.db, own.organizationId),
  ]);
  const view = toInvoiceView(invoice, titles);
  const pdf = await renderReceiptPdf(view, {
    brandName: deps.brandName,
    organizationName,
    billingUrl: `${deps.publicUrl}${BILLING_PAGE_PATH}`,
  });
  return { number: view.number, pdf: Buffer.from(pdf) };
}

/** An Admin resumes a plan canceled at its period's end, before it ends. */
export async function resumePlan(
  deps: PaymentsDeps,
  viewer: AuthenticatedUser,
  subsId: string,
  source: AuditSource | null,
) {
  return deps.subscriptions.resumeSubscription(viewer, subsId, source);
}
