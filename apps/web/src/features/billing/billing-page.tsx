import {
  billingMessages,
  invoiceKindLabels,
  invoiceStatusLabels,
  type TBillingSubscriptionView,
  type TInvoiceView,
} from "@paralex/shared/billing";
import { formatOrdinalDate } from "@paralex/shared/format-date";
import { formatMonthly, formatUsd } from "@paralex/shared/money";
import { paths } from "@paralex/shared/routes";
import { CreditCard, FileDown } from "lucide-react";
import { Link } from "react-router";
import { toast } from "react-toastify/unstyled";
import { LoadError } from "../../components/load-error";
import { PageLoader } from "../../components/page-loader";
import { ResponsiveTable, type TableColumn } from "../../components/responsive-table";
import { errorMessage } from "../../lib/api/error-message";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useBillingOverviewQuery, useDownloadReceiptMutation, useResumePlanMutation } from "./billing-api";

function ReceiptButton({ invoice }: { invoice: TInvoiceView }) {
  const [download, { isLoading }] = useDownloadReceiptMutation();
  return (
    <button
      type="button"
      className="btn-secondary inline-flex items-center gap-2 whitespace-nowrap"
      aria-disabled={isLoading}
      onClick={async () => {
        if (isLoading) return;
        const result = await download({ id: invoice.id, number: invoice.number });
        if (result.error) toast.error(errorMessage(result.error));
      }}
    >
      <FileDown className="size-4" aria-hidden="true" />
      {billingMessages.receipt}
      <span className="sr-only"> {invoice.number}</span>
    </button>
  );
}

const invoiceColumns: readonly TableColumn<TInvoiceView>[] = [
  { header: "Receipt", isRowHeader: true, cell: (invoice) => invoice.number, cellClassName: "whitespace-nowrap" },
  { header: "Date", cell: (invoice) => formatOrdinalDate(invoice.createdAt), cellClassName: "whitespace-nowrap" },
  { header: "Plan", cell: (invoice) => `${invoice.productTitle} ${invoice.tier}` },
  {
    header: "Period",
    cell: (invoice) => `${formatOrdinalDate(invoice.periodStart)} to ${formatOrdinalDate(invoice.periodEnd)}`,
  },
  { header: "Amount", cell: (invoice) => formatUsd(invoice.amount), cellClassName: "whitespace-nowrap" },
  {
    header: "Status",
    cell: (invoice) => `${invoiceStatusLabels[invoice.status]} · ${invoiceKindLabels[invoice.kind]}`,
  },
  { header: "Actions", isActions: true, cell: (invoice) => <ReceiptButton invoice={invoice} /> },
];

function PlanRow({ plan, canManage }: { plan: TBillingSubscriptionView; canManage: boolean }) {
  const [resume, { isLoading }] = useResumePlanMutation();
  const ends = formatOrdinalDate(plan.endDate);
  return (
    <li className="flex flex-col gap-3 border-b border-line py-4 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold text-ink">
          {plan.productTitle} {plan.tier}, {formatMonthly(plan.amount)}
        </p>
        <p className="text-muted">
          {plan.cancelAtPeriodEnd ? billingMessages.endsOn(ends) : billingMessages.renewsOn(ends)}
        </p>
      </div>
      {plan.cancelAtPeriodEnd && canManage ? (
        <button
          type="button"
          className="btn-primary self-start sm:self-auto"
          aria-disabled={isLoading}
          onClick={async () => {
            if (isLoading) return;
            const result = await resume(plan.subsId);
            if (result.error) toast.error(errorMessage(result.error));
            else toast.success(billingMessages.resumed);
          }}
        >
          {billingMessages.resume}
          <span className="sr-only">
            {" "}
            {plan.productTitle} {plan.tier}
          </span>
        </button>
      ) : null}
    </li>
  );
}

/** /dashboard/billing/ — the organization's invoices with a receipt each, its card on file, and its plans. */
export function BillingPage() {
  useDocumentTitle(billingMessages.title);
  const { data, error, isLoading, refetch } = useBillingOverviewQuery();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{billingMessages.title}</h1>
        {data ? <p className="mt-2 text-muted">{data.organizationName}</p> : null}
      </header>
      {isLoading ? <PageLoader /> : null}
      {error && !data ? (
        <LoadError title={billingMessages.title} message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : null}
      {data ? (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="billing-card-heading" className="card p-5 sm:p-6">
              <h2 id="billing-card-heading" className="text-xl font-semibold text-ink">
                {billingMessages.paymentMethodHeading}
              </h2>
              {data.paymentMethod ? (
                <p className="mt-3 flex items-center gap-3 text-body" data-testid="payment-method">
                  <CreditCard className="size-6 shrink-0 text-primary" aria-hidden="true" />
                  <span>
                    {data.paymentMethod.brand} ending in {data.paymentMethod.last4}, expires{" "}
                    {String(data.paymentMethod.expMonth).padStart(2, "0")}/{data.paymentMethod.expYear}
                  </span>
                </p>
              ) : (
                <p className="mt-3 text-muted">{billingMessages.noPaymentMethod}</p>
              )}
            </section>
            <section aria-labelledby="billing-plans-heading" className="card p-5 sm:p-6">
              <h2 id="billing-plans-heading" className="text-xl font-semibold text-ink">
                {billingMessages.subscriptionsHeading}
              </h2>
              {data.subscriptions.length === 0 ? (
                <p className="mt-3 text-muted">
                  No active plan.{" "}
                  <Link
                    to={paths.dashboardSubscriptions}
                    className="font-semibold text-primary underline underline-offset-4"
                  >
                    Manage Subscriptions
                  </Link>
                </p>
              ) : (
                <ul className="mt-2">
                  {data.subscriptions.map((plan) => (
                    <PlanRow key={plan.subsId} plan={plan} canManage={data.canManage} />
                  ))}
                </ul>
              )}
            </section>
          </div>
          <section aria-labelledby="billing-invoices-heading" className="card p-5 sm:p-6">
            <h2 id="billing-invoices-heading" className="mb-4 text-xl font-semibold text-ink">
              {billingMessages.invoicesHeading}
            </h2>
            {data.invoices.length === 0 ? (
              <p className="text-muted">{billingMessages.noInvoices}</p>
            ) : (
              <ResponsiveTable
                label={billingMessages.invoicesHeading}
                columns={invoiceColumns}
                rows={data.invoices}
                rowKey={(invoice) => invoice.id}
              />
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
