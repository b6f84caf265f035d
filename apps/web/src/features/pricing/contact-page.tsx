import { monthlyPlans } from "@paralex/shared/pricing-plans";
import { paths } from "@paralex/shared/routes";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/use-document-title";
import { PlanCard } from "./plan-card";
import { ContactSalesLink } from "./pricing-actions";
import { PricingHero } from "./pricing-hero";

const NEXT_STEPS = [
  { title: "Tell us about your practice", text: "A short form: your name, work email, practice and role." },
  { title: "Pick a time", text: "Our scheduling page opens so you can choose a slot that suits you." },
  { title: "See it on your cases", text: "We walk you through drafting, research and cite checks on real work." },
] as const;

/** The 'Pricing Plans' page the header calls Book A Demo: the monthly plans and a way to reach sales. */
export function ContactPage() {
  useDocumentTitle("Pricing Plans");
  return (
    <>
      <PricingHero eyebrow="Plans and demos" title="Pricing Plans">
        <p>Choose the plan that fits your practice, or talk to our team and see the platform on your own cases.</p>
        <div className="mt-8 flex justify-center">
          <ContactSalesLink className="btn-primary px-8" />
        </div>
      </PricingHero>
      <section aria-label="Monthly plans" className="container-page py-14 md:py-20">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {monthlyPlans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              actions={
                plan.detailPath ? (
                  <Link to={plan.detailPath} className="btn-secondary w-full">
                    View plan details
                    <span className="sr-only"> for {plan.name}</span>
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                ) : null
              }
            />
          ))}
        </div>
        <p className="mt-10 text-center text-muted">
          Paying for one case at a time?{" "}
          <Link to={paths.pricingCards} className="font-semibold text-primary underline underline-offset-4">
            See per-case pricing
          </Link>
        </p>
      </section>
      <section aria-labelledby="demo-steps-heading" className="border-t border-line bg-surface">
        <div className="container-page py-14 md:py-20">
          <p className="eyebrow text-center">How a demo works</p>
          <h2 id="demo-steps-heading" className="mt-3 text-center font-serif text-3xl font-semibold">
            Three steps to seeing it work
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {NEXT_STEPS.map((step, index) => (
              <li key={step.title} className="card p-6">
                <span
                  className="inline-flex size-10 items-center justify-center rounded-full bg-ink font-semibold text-white"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
