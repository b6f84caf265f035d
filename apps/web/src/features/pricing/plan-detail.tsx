import { formatMonthly, formatUsdCents } from "@paralex/shared/money";
import { describePlanPrice, monthlyPlans, planCheckoutLines, type TMarketingPlan } from "@paralex/shared/pricing-plans";
import { paths } from "@paralex/shared/routes";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { PlanFeatures } from "./plan-features";
import { PlanPrice } from "./plan-price";
import { ContactSalesLink, SignUpLink } from "./pricing-actions";

function PlanBreadcrumb({ planName }: { planName: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        <li className="flex items-center gap-1">
          <Link to={paths.contact} className="inline-flex min-h-11 items-center underline underline-offset-4">
            Pricing Plans
          </Link>
          <ChevronRight className="size-4" aria-hidden="true" />
        </li>
        <li>
          <span aria-current="page" className="font-semibold text-ink">
            {planName}
          </span>
        </li>
      </ol>
    </nav>
  );
}

function OtherPlans({ current }: { current: TMarketingPlan }) {
  return (
    <section aria-labelledby="compare-plans-heading" className="bg-white">
      <div className="container-page py-14 md:py-16">
        <h2 id="compare-plans-heading" className="font-serif text-3xl font-semibold">
          Compare plans
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {monthlyPlans.map((plan) => {
            const price = describePlanPrice(plan);
            const isCurrent = plan.id === current.id;
            return (
              <li
                key={plan.id}
                className={`card flex flex-col gap-2 p-6 ${isCurrent ? "ring-2 ring-primary" : "border border-line"}`}
              >
                <p className="text-lg font-semibold text-ink">{plan.name}</p>
                <p className="text-muted">
                  {price
                    ? `${price.amount} ${price.unitLong}${plan.bundleTier ? " per member seat" : ""}`
                    : "Contact sales"}
                </p>
                {isCurrent ? (
                  <p className="mt-auto pt-2 text-sm font-semibold text-primary">You are viewing this plan</p>
                ) : plan.detailPath ? (
                  <Link
                    to={plan.detailPath}
                    className="mt-auto inline-flex min-h-11 items-center pt-2 font-semibold text-primary underline underline-offset-4"
                  >
                    View plan<span className="sr-only"> {plan.name}</span>
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** What the plan's price is made of: one line per practice area, as the dashboard's checkout charges it. */
function PlanBreakdown({ plan }: { plan: TMarketingPlan }) {
  const lines = planCheckoutLines(plan);
  if (lines.length === 0) return null;
  const total = lines.reduce((sum, line) => sum + line.costPerUserCents, 0);
  return (
    <section aria-labelledby="plan-breakdown-heading" className="mt-6 max-w-xl">
      <h2 id="plan-breakdown-heading" className="text-base font-semibold text-ink">
        What you pay, per member seat
      </h2>
      <ul className="mt-2 divide-y divide-line rounded-xl border border-line bg-white" data-testid="plan-breakdown">
        {lines.map((line) => (
          <li key={line.appId} className="flex items-center justify-between gap-4 px-4 py-2">
            <span>
              {line.productTitle} {line.tier}
            </span>
            <span className="font-medium text-ink">{formatMonthly(line.costPerUserCents / 100)}</span>
          </li>
        ))}
        <li className="flex items-center justify-between gap-4 px-4 py-2 font-semibold text-ink">
          <span>Total</span>
          <span data-testid="plan-breakdown-total">{formatUsdCents(total)}/mo</span>
        </li>
      </ul>
      <p className="mt-2 text-sm text-muted">
        Subscribe to each practice area at the {plan.bundleTier} tier from your dashboard; seats follow the members who
        work in it.
      </p>
    </section>
  );
}

/** A plan's own page: who it is for, its price, everything it includes, and how to start. */
export function PlanDetail({ plan }: { plan: TMarketingPlan }) {
  const isPriced = plan.priceUsd !== null;
  return (
    <>
      <section className="border-b border-line bg-surface">
        <div className="container-page grid gap-10 py-10 md:py-16 lg:grid-cols-[1fr_1.1fr] lg:items-start">
          <div>
            <PlanBreadcrumb planName={plan.name} />
            <p className="eyebrow mt-6">{plan.audience}</p>
            <h1 className="mt-3 font-serif text-4xl font-semibold md:text-5xl">{plan.name}</h1>
            <div className="mt-6">
              <PlanPrice plan={plan} size="lg" />
            </div>
            <p className="mt-5 max-w-xl text-lg text-muted">{plan.summary}</p>
            <PlanBreakdown plan={plan} />
            <div className="mt-8 flex flex-col gap-3 xs:flex-row">
              {isPriced ? <SignUpLink className="btn-primary px-8" /> : null}
              <ContactSalesLink className={isPriced ? "btn-secondary px-8" : "btn-primary px-8"} />
            </div>
          </div>
          <section aria-labelledby="plan-included-heading" className="card border border-line p-6 sm:p-8">
            <h2 id="plan-included-heading" className="font-serif text-2xl font-semibold">
              What's included
            </h2>
            <PlanFeatures features={plan.features} className="mt-6" />
          </section>
        </div>
      </section>
      <OtherPlans current={plan} />
    </>
  );
}
