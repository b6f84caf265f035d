import { formatOrdinalDate } from "@paralex/shared/format-date";
import { ScrollableTable } from "../../components/scrollable-table";
import type { Subscription } from "../../lib/graphql-client";
import { subscriptionText } from "./subscription-messages";
import { monthlyAmount, productTitleOf, statusLabel } from "./subscription-rules";

const RECENT_HISTORY_COLUMNS = ["Product", "Plan", "Amount", "Start Date", "End Date", "Status"];
const bodyCell = "px-4 py-3 whitespace-nowrap";

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
        <ScrollableTable label="Recent History table" columns={RECENT_HISTORY_COLUMNS} className="mt-4">
          {subscriptions.map((subscription) => (
            <tr key={subscription.subsId}>
              <th scope="row" className={`${bodyCell} text-left font-semibold text-ink`}>
                {productTitleOf(subscription.appId)}
              </th>
              <td className={bodyCell}>{subscription.pricingTier}</td>
              <td className={bodyCell}>{monthlyAmount(subscription.AmountCharged)}</td>
              <td className={bodyCell}>{formatOrdinalDate(subscription.startDate)}</td>
              <td className={bodyCell}>{formatOrdinalDate(subscription.endDate)}</td>
              <td className={bodyCell}>{statusLabel(subscription)}</td>
            </tr>
          ))}
        </ScrollableTable>
      )}
    </section>
  );
}
