import { formatMonthly, formatUsd } from "@paralex/shared/money";
import { skipToken } from "@reduxjs/toolkit/query/react";
import { useId, useState } from "react";
import { Drawer } from "../../components/dialog-shell";
import { PageLoader } from "../../components/page-loader";
import { loadableOf } from "../../lib/api/loadable";
import type { PricingStrategy } from "../subscriptions";
import { fullName, organizationText } from "./organization-text";
import { type Member, type OrderLine, useMemberOrderSummaryQuery } from "./organizations-api";

/** The line's pricing strategy as the checkout request carries it (spec section 7). */
export function strategyOfLine(line: OrderLine): PricingStrategy {
  return {
    pricingStrategyId: line.pricingStrategyId,
    appId: line.appId,
    strategyType: line.strategyType,
    stripeLookup: line.stripeLookup,
    tiers: line.tiers.map((tier) => ({ tier: tier.tier, parameters: { costPerUser: tier.costPerUser }, features: [] })),
  };
}

function OrderLineSection({
  line,
  canCheckout,
  busyAppId,
  onCheckout,
}: {
  line: OrderLine;
  canCheckout: boolean;
  busyAppId: number | null;
  onCheckout: (line: OrderLine, tier: string) => void;
}) {
  const id = useId();
  const [tier, setTier] = useState(line.tiers[0]?.tier ?? "");
  const seatsText = `${line.seats} seat${line.seats === 1 ? "" : "s"}`;
  const isSubscribed = line.subscriptionStatus === "active";
  return (
    <section aria-labelledby={`${id}-title`} className="card p-4">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {line.title}
      </h3>
      <p className="mt-1 text-sm text-muted">
        {seatsText}: the members of your organization who work in {line.title}.
      </p>
      {line.subscriptionStatus ? (
        <p className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          Your organization subscribes to {line.subscriptionTier} for {line.subscriptionSeats ?? 1} seat
          {line.subscriptionSeats === 1 ? "" : "s"} ({line.subscriptionStatus.replace("_", " ")}).
        </p>
      ) : null}
      <fieldset className="mt-3">
        <legend className="sr-only">Plan for {line.title}</legend>
        <ul className="space-y-2">
          {line.tiers.map((option) => (
            <li key={option.tier}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-white px-3 py-2">
                <input
                  type="radio"
                  name={`${id}-tier`}
                  className="size-5 accent-primary"
                  value={option.tier}
                  checked={tier === option.tier}
                  disabled={isSubscribed}
                  onChange={() => setTier(option.tier)}
                />
                <span className="flex-1">
                  <span className="block font-semibold text-ink">{option.tier}</span>
                  <span className="block text-sm text-muted">
                    {formatUsd(option.costPerUser)} per user × {seatsText}
                  </span>
                </span>
                <span className="font-semibold text-ink">{formatMonthly(option.total)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {canCheckout && !isSubscribed ? (
        <button
          type="button"
          className="btn-primary mt-4 w-full"
          aria-describedby={`${id}-title`}
          disabled={busyAppId !== null || !tier}
          onClick={() => onCheckout(line, tier)}
        >
          {busyAppId === line.appId ? "Opening checkout..." : organizationText.checkout}
        </button>
      ) : null}
    </section>
  );
}

/** The 'Order Summary' drawer of a member: the seats each of their products needs and a Checkout for it. */
export function OrderSummaryDrawer({
  member,
  canCheckout,
  busyAppId,
  onCheckout,
  onClose,
  returnFocusTo,
}: {
  member: Member | null;
  canCheckout: boolean;
  busyAppId: number | null;
  onCheckout: (line: OrderLine, tier: string) => void;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}) {
  const summary = useMemberOrderSummaryQuery(member?.membershipId ?? skipToken);
  const state = loadableOf({ ...summary, data: summary.currentData });

  return (
    <Drawer
      open={member !== null}
      onOpenChange={(open) => {
        if (!open && busyAppId === null) onClose();
      }}
      title={organizationText.orderSummary}
      description={member ? `Seats for ${fullName(member)}'s practice areas.` : undefined}
      returnFocusTo={returnFocusTo}
    >
      {state.status === "loading" ? <PageLoader /> : null}
      {state.status === "error" ? (
        <p role="alert" className="card border-l-4 border-red-700 p-4 text-body">
          {state.message}
        </p>
      ) : null}
      {state.status === "ready" ? (
        state.data.lines.length === 0 ? (
          <p className="card p-4 text-body">
            {fullName(state.data.member)} works in no practice area available yet, so there is nothing to order.
          </p>
        ) : (
          <div className="space-y-4">
            {state.data.lines.map((line) => (
              <OrderLineSection
                key={line.appId}
                line={line}
                canCheckout={canCheckout}
                busyAppId={busyAppId}
                onCheckout={onCheckout}
              />
            ))}
            <p className="text-sm text-muted">
              {canCheckout
                ? "You pay on a secure checkout page, per seat, every 30 days until you cancel."
                : "Only an Admin can check out."}
            </p>
          </div>
        )
      ) : null}
    </Drawer>
  );
}
