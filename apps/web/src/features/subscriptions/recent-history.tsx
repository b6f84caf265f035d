import { formatOrdinalDate } from "@paralex/shared/format-date";
import { ResponsiveTable, type TableColumn } from "../../components/responsive-table";
import { subscriptionText } from "./subscription-messages";
import { monthlyAmount, productTitleOf, statusLabel } from "./subscription-rules";
import type { Subscription } from "./subscriptions-api";

const nowrap = "whitespace-nowrap";

const RECENT_HISTORY_COLUMNS: TableColumn<Subscription>[] = [
  {
    header: "Product",
    isRowHeader: true,
    cellClassName: `${nowrap} text-ink`,
    cell: (subscription) => productTitleOf(subscription.appId),
  },
  { header: "Plan", cellClassName: nowrap, cell: (subscription) => subscription.pricingTier },
  { header: "Amount", cellClassName: nowrap, cell: (subscription) => monthlyAmount(subscription.AmountCharged) },
  { header: "Start Date", cellClassName: nowrap, cell: (subscription) => formatOrdinalDate(subscription.startDate) },
  { header: "End Date", cellClassName: nowrap, cell: (subscription) => formatOrdinalDate(subscription.endDate) },
  { header: "Status", cellClassName: nowrap, cell: (subscription) => statusLabel(subscription) },
];

/** The user's subscriptions, newest first: product, plan, amount, start, end and status. */
export function RecentHistory({ subscriptions }: { subscriptions: readonly Subscription[] }) {
  return (
    <section aria-labelledby="recent-history-title" className="card mt-8 p-5 sm:p-6">
      <h2 id="recent-history-title" className="font-serif text-2xl font-semibold">
        {subscriptionText.recentHistory}
      </h2>
      {subscriptions.length === 0 ? (
        <p className="mt-3 text-muted">
          No subscriptions yet. When you subscribe to a practice area, its plans and payments appear here.
        </p>
      ) : (
        <ResponsiveTable
          label="Recent History table"
          columns={RECENT_HISTORY_COLUMNS}
          rows={subscriptions}
          rowKey={(subscription) => subscription.subsId}
          className="mt-4"
        />
      )}
    </section>
  );
}
