import { perCasePlans } from "@paralex/shared/pricing-plans";
import { paths } from "@paralex/shared/routes";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/use-document-title";
import { PlanCard } from "./plan-card";
import { ContactSalesLink, SignUpLink } from "./pricing-actions";
import { PricingHero } from "./pricing-hero";

export function PricingCardsPage() {
  useDocumentTitle("Pricing");
  return (
    <>
      <PricingHero eyebrow="Per-case pricing" title="Pricing">
        <p>
          Pay for the cases you bring, whether you are representing yourself or running a firm. Every plan drafts,
          researches and checks citations the same way.
        </p>
      </PricingHero>
      <section aria-label="Pricing cards" className="container-page py-14 md:py-20">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {perCasePlans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              actions={
                plan.priceUsd === null ? (
                  <ContactSalesLink className="btn-primary w-full" />
                ) : (
                  <SignUpLink planName={plan.name} className="btn-primary w-full" />
                )
              }
            />
          ))}
        </div>
        <p className="mt-10 text-center text-muted">
          Prefer one monthly price?{" "}
          <Link to={paths.contact} className="font-semibold text-primary underline underline-offset-4">
            Compare our monthly plans
          </Link>
        </p>
      </section>
    </>
  );
}
