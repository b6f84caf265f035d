import { describePlanPrice, PER_CASE_NOTE, PER_SEAT_NOTE, type TMarketingPlan } from "@paralex/shared/pricing-plans";

/** A plan's price, large, with its unit; plans sold by our team read 'Contact sales'. */
export function PlanPrice({ plan, size = "md" }: { plan: TMarketingPlan; size?: "md" | "lg" }) {
  const price = describePlanPrice(plan);
  const amountClass = size === "lg" ? "text-5xl" : "text-4xl";
  if (!price) {
    return (
      <p className="flex min-h-14 items-end font-serif text-2xl font-semibold text-ink" data-testid="plan-price">
        Contact sales
      </p>
    );
  }
  const note = plan.bundleTier ? PER_SEAT_NOTE : plan.billing === "per-case" ? PER_CASE_NOTE : null;
  return (
    <div>
      <p className="flex min-h-14 items-end gap-1.5" data-testid="plan-price">
        <span className={`font-serif font-semibold leading-none text-ink ${amountClass}`}>{price.amount}</span>
        <span className="pb-0.5 font-medium text-muted" aria-hidden={price.unit !== price.unitLong ? true : undefined}>
          {price.unit}
        </span>
        {price.unit !== price.unitLong ? <span className="sr-only">{price.unitLong}</span> : null}
      </p>
      {note ? (
        <p className="mt-1 text-sm text-muted" data-testid="plan-price-note">
          {note}
        </p>
      ) : null}
    </div>
  );
}
