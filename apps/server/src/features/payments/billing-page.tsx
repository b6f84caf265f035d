import { checkoutMessages } from "@paralex/shared/checkout";
import { formatOrdinalDate } from "@paralex/shared/format-date";
import { formatMonthly } from "@paralex/shared/money";
import type { BillingOverviewRow } from "./billing.service.js";
import { renderHostedPage } from "./hosted-page.js";

function describeStatus(row: BillingOverviewRow): string {
  const endDate = formatOrdinalDate(new Date(row.endDate));
  switch (row.status) {
    case "active":
      return row.cancelAtPeriodEnd ? `Active, ends on ${endDate}` : `Active, renews on ${endDate}`;
    case "past_due":
      return `Payment due since ${endDate}`;
    case "unpaid":
      return "Unpaid";
    case "canceled":
      return "Canceled";
  }
}

function SubscriptionsTable({ rows }: { rows: BillingOverviewRow[] }) {
  if (rows.length === 0) return <p>You have no subscriptions yet.</p>;
  return (
    <table>
      <caption className="hint">Your subscriptions, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Plan</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.subsId}>
            <td>{row.productTitle}</td>
            <td>{row.pricingTier}</td>
            <td>{formatMonthly(row.amountCharged)}</td>
            <td className="status">{describeStatus(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The built-in billing page: the user's subscriptions with their state, and the way back to the dashboard. With
 * no payment provider it says that nothing here is paid for.
 */
export function renderBillingPage(page: {
  brandName: string;
  backUrl: string;
  rows: BillingOverviewRow[];
  isDemo: boolean;
}): string {
  return renderHostedPage({
    title: "Billing",
    brandName: page.brandName,
    banner: "Billing",
    main: (
      <main id="main" className="layout">
        <section className="card">
          <h1>Billing</h1>
          {page.isDemo ? <p className="note">{checkoutMessages.demoCheckout}</p> : null}
          <SubscriptionsTable rows={page.rows} />
          <p>
            <a href={page.backUrl}>Back to your subscriptions</a>
          </p>
        </section>
      </main>
    ),
  });
}
