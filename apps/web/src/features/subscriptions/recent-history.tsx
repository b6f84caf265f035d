import { formatOrdinalDate } from "@paralex/shared/format-date";
import type { Subscription } from "../../lib/graphql-client";
import { subscriptionText } from "./subscription-messages";
import { monthlyAmount, productTitleOf, statusLabel } from "./subscription-rules";

const headerCell = "px-4 py-3 text-left text-sm font-semibold whitespace-nowrap text-ink";
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
        <section
          className="mt-4 overflow-x-auto rounded-lg border border-line"
          aria-label="Recent History table"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard on phones
          tabIndex={0}
        >
          <table className="min-w-full divide-y divide-line">
            <thead className="bg-surface">
              <tr>
                <th scope="col" className={headerCell}>
                  Product
                </th>
                <th scope="col" className={headerCell}>
                  Plan
                </th>
                <th scope="col" className={headerCell}>
                  Amount
                </th>
                <th scope="col" className={headerCell}>
                  Start Date
                </th>
                <th scope="col" className={headerCell}>
                  End Date
                </th>
                <th scope="col" className={headerCell}>
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line bg-white">
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
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
