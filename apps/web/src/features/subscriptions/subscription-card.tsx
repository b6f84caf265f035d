import { formatOrdinalDate } from "@paralex/shared/format-date";
import type { TProduct } from "@paralex/shared/products";
import { CalendarX2, Info } from "lucide-react";
import type { MouseEvent } from "react";
import { dangerButtonClass } from "../../components/confirm-dialog";
import { ProductIcon } from "../../components/product-icon";
import { PlanDetail } from "./plan-detail";
import { PlanFeatureList } from "./plan-feature-list";
import { subscriptionText } from "./subscription-messages";
import { monthlyAmount, statusLabel } from "./subscription-rules";
import type { PricingStrategy, Subscription } from "./subscriptions-api";

type Opener = (event: MouseEvent<HTMLButtonElement>) => void;

export function subscriptionCardId(appId: number): string {
  return `subscription-card-${appId}`;
}

export function featuresOf(strategy: PricingStrategy | undefined, tierName: string): string[] {
  return strategy?.tiers.find((tier) => tier.tier === tierName)?.features ?? [];
}

function StatusBadge({ subscription }: { subscription: Subscription }) {
  const isHealthy = subscription.status === "active" && !subscription.cancelAtPeriodEnd;
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ${
        isHealthy ? "bg-emerald-50 text-emerald-800" : "bg-amber-50 text-amber-900"
      }`}
    >
      {statusLabel(subscription)}
    </span>
  );
}

/** Where the buttons would be, for a viewer who may not use them: who can, said in words. */
function AdminOnlyNote({ children }: { children: string }) {
  return (
    <div className="mt-auto pt-6">
      <p className="flex items-start gap-2 rounded-lg bg-surface p-3 text-body">
        <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>{children}</span>
      </p>
    </div>
  );
}

/**
 * One available product on the subscriptions page: its plan, amount, next bill date and features with Cancel
 * Subscription and Change Plan; or, without a subscription, the spec's notice and Choose Plan. Only the
 * organization's Admin gets those buttons (the server refuses anyone else); a Member reads who manages the plan.
 */
export function SubscriptionCard({
  product,
  subscription,
  strategy,
  canManage,
  onChangePlan,
  onChoosePlan,
  onCancel,
}: {
  product: TProduct;
  subscription: Subscription | undefined;
  strategy: PricingStrategy | undefined;
  canManage: boolean;
  onChangePlan: Opener;
  onChoosePlan: Opener;
  onCancel: Opener;
}) {
  const titleId = `${subscriptionCardId(product.appId)}-title`;
  const features = subscription ? featuresOf(strategy, subscription.pricingTier) : [];
  const endDate = subscription ? formatOrdinalDate(subscription.endDate) : "";

  return (
    <article
      id={subscriptionCardId(product.appId)}
      aria-labelledby={titleId}
      tabIndex={-1}
      className="card flex h-full flex-col p-5 focus:outline-none sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-white"
          style={{ backgroundColor: product.accentColor }}
        >
          <ProductIcon name={product.icon} className="size-6" />
        </span>
        <h2 id={titleId} className="mr-auto font-serif text-xl font-semibold">
          {product.title}
        </h2>
        {subscription ? <StatusBadge subscription={subscription} /> : null}
      </div>

      {subscription ? (
        <>
          <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-surface p-4 sm:grid-cols-3">
            <PlanDetail term={subscriptionText.plan}>{subscription.pricingTier}</PlanDetail>
            <PlanDetail term={subscriptionText.billingAmount}>{monthlyAmount(subscription.AmountCharged)}</PlanDetail>
            {subscription.cancelAtPeriodEnd ? null : (
              <PlanDetail term={subscriptionText.nextBillDate} className="col-span-2 sm:col-span-1">
                {endDate}
              </PlanDetail>
            )}
          </dl>
          {subscription.cancelAtPeriodEnd ? (
            <p className="mt-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
              <CalendarX2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <span>
                <strong className="font-semibold">{subscriptionText.cancelsOn(endDate)}</strong>. You keep full access
                until then and will not be billed again.
              </span>
            </p>
          ) : null}
          <div className="mt-5">
            <h3 className="font-semibold text-ink">{subscriptionText.planFeatures}</h3>
            <PlanFeatureList features={features} className="mt-2" />
          </div>
          {canManage ? (
            <div className="mt-auto flex flex-col gap-3 pt-6 sm:flex-row sm:justify-end">
              {subscription.cancelAtPeriodEnd ? null : (
                <button type="button" className={dangerButtonClass} onClick={onCancel}>
                  {subscriptionText.cancelSubscription}
                </button>
              )}
              <button type="button" className="btn-primary" onClick={onChangePlan}>
                {subscriptionText.changePlan}
              </button>
            </div>
          ) : (
            <AdminOnlyNote>{subscriptionText.adminManagesSubscription}</AdminOnlyNote>
          )}
        </>
      ) : (
        <>
          <p className="mt-5 text-body">{subscriptionText.noActiveSubscription}</p>
          {canManage ? (
            <div className="mt-auto flex pt-6 sm:justify-end">
              <button type="button" className="btn-primary w-full sm:w-auto" onClick={onChoosePlan}>
                {subscriptionText.choosePlan}
              </button>
            </div>
          ) : (
            <AdminOnlyNote>{subscriptionText.adminChoosesPlan}</AdminOnlyNote>
          )}
        </>
      )}
    </article>
  );
}
