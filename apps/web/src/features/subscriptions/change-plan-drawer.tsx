import { formatOrdinalDate } from "@paralex/shared/format-date";
import { formatMonthly } from "@paralex/shared/money";
import { describePlanPrice, monthlyPlanOfTier } from "@paralex/shared/pricing-plans";
import type { TProduct } from "@paralex/shared/products";
import type { TPlanPreviewTier } from "@paralex/shared/subscriptions";
import { Check, ChevronDown } from "lucide-react";
import { type MouseEvent, useId, useState } from "react";
import { Drawer } from "../../components/dialog-shell";
import { PlanDetail } from "./plan-detail";
import { PlanFeatureList } from "./plan-feature-list";
import { planPriceText, subscriptionText } from "./subscription-messages";
import { monthlyAmount } from "./subscription-rules";
import type { PricingStrategy, PricingTier, Subscription } from "./subscriptions-api";
import type { PlanPreviewState } from "./use-plan-preview";

export interface PlanDrawerTarget {
  product: TProduct;
  /** The live subscription to change; null to choose a first plan (checkout). */
  subscription: Subscription | null;
  strategy: PricingStrategy | undefined;
}

/** '{Tier name}, ${cost}/mo' as the drawer lists a tier. */
export function tierLabel(tier: PricingTier): string {
  return `${tier.tier}, ${monthlyAmount(tier.parameters.costPerUser)}`;
}

function CurrentPlanPanel({ subscription }: { subscription: Subscription }) {
  const endDate = formatOrdinalDate(subscription.endDate);
  return (
    <section aria-label={subscriptionText.currentPlan} className="card p-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <PlanDetail term={subscriptionText.currentPlan}>{subscription.pricingTier}</PlanDetail>
        <PlanDetail term={subscriptionText.billingAmount}>{monthlyAmount(subscription.AmountCharged)}</PlanDetail>
        <PlanDetail term={subscriptionText.nextBillDate} className="col-span-2">
          {subscription.cancelAtPeriodEnd ? subscriptionText.cancelsOn(endDate) : endDate}
        </PlanDetail>
      </dl>
    </section>
  );
}

/** The tier as a switch to it would bill the subscription, from the server's preview. */
function TierPrice({ price }: { price: TPlanPreviewTier }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
      <PlanDetail term={planPriceText.perSeat}>{formatMonthly(price.costPerUser)}</PlanDetail>
      <PlanDetail term={planPriceText.seats}>{price.seats}</PlanDetail>
      <PlanDetail term={planPriceText.monthlyTotal}>{formatMonthly(price.monthlyTotal)}</PlanDetail>
      {price.isCurrent ? null : (
        <PlanDetail term={planPriceText.proratedNow}>{planPriceText.proration(price.prorationAmount)}</PlanDetail>
      )}
    </dl>
  );
}

function TierOption({
  tier,
  price,
  isCurrent,
  actionLabel,
  busyLabel,
  isBusy,
  isDisabled,
  onPick,
}: {
  tier: PricingTier;
  price: TPlanPreviewTier | undefined;
  isCurrent: boolean;
  actionLabel: string;
  busyLabel: string;
  isBusy: boolean;
  isDisabled: boolean;
  onPick: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const [showFeatures, setShowFeatures] = useState(false);
  const labelId = useId();
  const featuresId = useId();
  return (
    <li className="card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={labelId} className="mr-auto text-lg font-semibold text-ink">
          {tierLabel(tier)}
        </h4>
        {isCurrent ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
            <Check className="size-4" aria-hidden="true" />
            Your current plan
          </span>
        ) : null}
      </div>
      <PlanOfTier tierName={tier.tier} />
      {price ? <TierPrice price={price} /> : null}
      <div className="mt-3 flex flex-col gap-2 xs:flex-row">
        <button
          type="button"
          className="btn-primary"
          aria-describedby={labelId}
          disabled={isCurrent || isDisabled}
          onClick={onPick}
        >
          {isBusy ? busyLabel : actionLabel}
        </button>
        <button
          type="button"
          className="btn-secondary"
          aria-expanded={showFeatures}
          aria-controls={featuresId}
          aria-describedby={labelId}
          onClick={() => setShowFeatures((shown) => !shown)}
        >
          {subscriptionText.viewFeatures}
          <ChevronDown
            className={`size-4 transition-transform duration-300 ${showFeatures ? "rotate-180" : ""}`}
            aria-hidden="true"
          />
        </button>
      </div>
      <div id={featuresId} hidden={!showFeatures}>
        <PlanFeatureList features={tier.features} className="mt-3" />
      </div>
    </li>
  );
}

/**
 * The side drawer of Change Plan (and of Choose Plan, which starts a checkout): the current-plan panel, then each
 * tier as '{Tier name}, ${cost}/mo' with 'Switch to this plan' and 'View Features'; 'No Plans Available' without any.
 * For a subscription, each tier also shows what the server would bill: per seat, seats, monthly total, prorated now.
 */
export function ChangePlanDrawer({
  target,
  preview,
  busyTier,
  onPick,
  onClose,
  returnFocusTo,
}: {
  target: PlanDrawerTarget | null;
  /** The server's prices for a switch of the target's subscription (idle when choosing a first plan). */
  preview: PlanPreviewState;
  /** The tier being switched to or checked out, while its call is out. */
  busyTier: string | null;
  onPick: (tier: PricingTier, event: MouseEvent<HTMLButtonElement>) => void;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}) {
  const subscription = target?.subscription ?? null;
  const isChoosing = !subscription;
  const tiers = target?.strategy?.tiers ?? [];
  const productTitle = target?.product.title ?? "";
  const prices = preview.status === "ready" ? preview.preview.tiers : [];
  const isPriced = isChoosing || preview.status === "ready";

  return (
    <Drawer
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={isChoosing ? subscriptionText.choosePlan : subscriptionText.changePlan}
      description={isChoosing ? `Pick a plan for ${productTitle}.` : `Your ${productTitle} subscription.`}
      returnFocusTo={returnFocusTo}
    >
      {subscription ? <CurrentPlanPanel subscription={subscription} /> : null}
      <h3 className={`${subscription ? "mt-6" : ""} eyebrow`}>Plans</h3>
      {!isChoosing && preview.status === "loading" ? (
        <p className="mt-3 text-sm text-muted">{planPriceText.pricing}</p>
      ) : null}
      {!isChoosing && preview.status === "error" ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          {planPriceText.pricingFailed}
        </p>
      ) : null}
      {tiers.length === 0 ? (
        <p className="mt-3 card p-4 font-semibold text-ink">{subscriptionText.noPlansAvailable}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {tiers.map((tier) => (
            <TierOption
              key={tier.tier}
              tier={tier}
              price={prices.find((price) => price.tier === tier.tier)}
              isCurrent={subscription?.pricingTier === tier.tier}
              actionLabel={isChoosing ? "Subscribe to this plan" : subscriptionText.switchToThisPlan}
              busyLabel={isChoosing ? "Opening checkout..." : "Switching..."}
              isBusy={busyTier === tier.tier}
              isDisabled={busyTier !== null || !isPriced}
              onPick={(event) => onPick(tier, event)}
            />
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite">
        {busyTier ? (isChoosing ? `Opening the checkout for ${busyTier}...` : `Switching to ${busyTier}...`) : ""}
      </p>
      {isChoosing && tiers.length > 0 ? (
        <p className="mt-5 text-sm text-muted">
          You pay on a secure checkout page. Your plan starts today and renews every 30 days until you cancel.
        </p>
      ) : null}
    </Drawer>
  );
}

/** The marketing plan a tier belongs to, as its plan page prices it (decision 066): the same plan, the same words. */
function PlanOfTier({ tierName }: { tierName: string }) {
  const plan = monthlyPlanOfTier(tierName);
  const price = plan && describePlanPrice(plan);
  if (!plan || !price) return null;
  return (
    <p className="mt-1 text-sm text-muted">
      Part of the {plan.name} plan: {price.amount}/mo per member seat with every practice area at {tierName}.
    </p>
  );
}
