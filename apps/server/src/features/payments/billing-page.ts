import { checkoutMessages } from "@paralex/shared/checkout";
import { formatOrdinalDate } from "@paralex/shared/format-date";
import { formatMonthly } from "@paralex/shared/money";
import { escapeHtml } from "../../lib/escape-html.js";
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
  const body =
    page.rows.length === 0
      ? "<p>You have no subscriptions yet.</p>"
      : `<table>
<caption class="hint">Your subscriptions, newest first</caption>
<thead><tr><th scope="col">Product</th><th scope="col">Plan</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead>
<tbody>
${page.rows
  .map(
    (row) =>
      `<tr><td>${escapeHtml(row.productTitle)}</td><td>${escapeHtml(row.pricingTier)}</td><td>${formatMonthly(row.amountCharged)}</td><td class="status">${escapeHtml(describeStatus(row))}</td></tr>`,
  )
  .join("\n")}
</tbody>
</table>`;
  return renderHostedPage({
    title: "Billing",
    brandName: page.brandName,
    banner: "Billing",
    main: `<main id="main" class="layout"><section class="card">
<h1>Billing</h1>
${page.isDemo ? `<p class="note">${escapeHtml(checkoutMessages.demoCheckout)}</p>\n` : ""}${body}
<p><a href="${escapeHtml(page.backUrl)}">Back to your subscriptions</a></p>
</section></main>`,
  });
}
