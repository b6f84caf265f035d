import { describePlanPrice, monthlyPlans, type TMarketingPlan } from "@paralex/shared/pricing-plans";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { PlanFeatures } from "./plan-features";
import { PlanPrice } from "./plan-price";

/** One plan as a card: name, audience, price, what it includes, and its calls to action. */
export function PlanCard({ plan, actions }: { plan: TMarketingPlan; actions: ReactNode }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="card flex flex-col gap-5 border border-line p-6 sm:p-8"
      data-testid={`plan-card-${plan.id}`}
    >
      <header className="space-y-1.5">
        <h2 id={headingId} className="font-serif text-2xl font-semibold">
          {plan.name}
        </h2>
        <p className="text-muted">{plan.audience}</p>
      </header>
      <PlanPrice plan={plan} />
      <p className="text-body">{plan.summary}</p>
      <MonthlyCounterpart plan={plan} />
      <PlanFeatures features={plan.features} className="border-t border-line pt-5 text-[15px]" />
      <div className="mt-auto flex flex-col gap-3 pt-2">{actions}</div>
    </article>
  );
}

/** A per-case card's same plan billed monthly: the price its plan page shows and the checkout charges. */
function MonthlyCounterpart({ plan }: { plan: TMarketingPlan }) {
  const monthly = plan.monthlyPlanId
    ? monthlyPlans.find((candidate) => candidate.id === plan.monthlyPlanId)
    : undefined;
  const price = monthly && describePlanPrice(monthly);
  if (!monthly?.detailPath || !price) return null;
  return (
    <p className="text-body" data-testid="plan-monthly-counterpart">
      Or {price.amount}/mo per member seat on the{" "}
      <Link to={monthly.detailPath} className="font-semibold text-primary underline underline-offset-4">
        {monthly.name} monthly plan
      </Link>
      .
    </p>
  );
}
