import { paths } from "@paralex/shared/routes";
import { ArrowDown, Clock } from "lucide-react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/use-document-title";
import { BankruptcyMockUp } from "./bankruptcy-mock-up";
import { LitigationMockUp } from "./litigation-mock-up";
import { MotionDraftingMockUp } from "./motion-drafting-mock-up";
import { MotionTypeMockUp } from "./motion-type-mock-up";
import { ProductSection } from "./product-section";
import { bankruptcyTool, criminalDefenseTool, litigationTool, startupTool } from "./product-tools";
import { SafeMockUp } from "./safe-mock-up";

const TOOLS_IN_ORDER = [litigationTool, criminalDefenseTool, bankruptcyTool, startupTool] as const;
const COMING_SOON = ["Family Law", "Intellectual Property"] as const;

function ProductsHero() {
  return (
    <section aria-labelledby="products-heading" className="on-dark bg-ink text-white">
      <div className="container-page py-16 md:py-24">
        <p className="text-sm font-semibold tracking-widest text-gold-light uppercase">Our products</p>
        <h1 id="products-heading" className="mt-4 font-serif text-5xl font-semibold text-white md:text-6xl">
          Products
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-white/85">
          Four AI tools for the people the law too often leaves waiting: litigators, defenders, people facing bankruptcy
          and founders raising their first round. Each drafts, researches and checks its own work.
        </p>
        <nav aria-label="Products on this page" className="mt-10">
          <ul className="grid gap-3 xs:grid-cols-2 lg:grid-cols-4">
            {TOOLS_IN_ORDER.map((tool) => (
              <li key={tool.id}>
                <a
                  href={`#${tool.id}`}
                  className="group flex min-h-11 items-center justify-between gap-2 rounded-[12px] border border-white/15 bg-white/5 px-4 py-3 font-semibold text-white transition-colors duration-300 hover:border-gold-light/60 hover:bg-white/10"
                >
                  {tool.title}
                  <ArrowDown
                    className="size-4 shrink-0 text-gold-light transition-transform duration-300 group-hover:translate-y-0.5"
                    aria-hidden="true"
                  />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}

function FederalFamilyHeading() {
  return (
    <div className="border-b border-line bg-white">
      <div className="container-page py-16 text-center md:py-20">
        <p className="eyebrow">Federal family</p>
        <h2 id="federal-family-heading" className="mt-3 font-serif text-4xl font-semibold md:text-5xl">
          The Federal Family
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
          Two tools for federal court, one engine underneath: the same drafting, research and citation checks, tuned for
          civil litigators and for criminal defense.
        </p>
      </div>
    </div>
  );
}

function ComingSoon() {
  return (
    <section aria-labelledby="coming-soon-heading" className="border-t border-line bg-white">
      <div className="container-page flex flex-col gap-6 py-12 md:flex-row md:items-center md:justify-between md:py-16">
        <h2 id="coming-soon-heading" className="font-serif text-2xl font-semibold">
          More practice areas on the way
        </h2>
        <ul className="flex flex-wrap gap-3">
          {COMING_SOON.map((area) => (
            <li
              key={area}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-ink"
            >
              <span className="font-semibold">{area}</span>
              <span className="inline-flex items-center gap-1 text-sm text-muted">
                <Clock className="size-3.5" aria-hidden="true" />
                Coming soon
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ProductsCallToAction() {
  return (
    <section aria-labelledby="products-cta-heading" className="bg-white pb-16 md:pb-24">
      <div className="container-page">
        <div className="on-dark flex flex-col items-start gap-8 rounded-[12px] bg-ink p-8 text-white md:flex-row md:items-center md:justify-between md:p-12">
          <div className="max-w-xl">
            <h2 id="products-cta-heading" className="font-serif text-3xl font-semibold text-white">
              See them work on your own cases
            </h2>
            <p className="mt-3 text-white/85">A short demo with our team, then a plan that fits your practice.</p>
          </div>
          <div className="flex flex-col gap-3 self-stretch xs:flex-row xs:self-auto">
            <Link to={paths.bookADemo} className="btn-gold">
              Book A Demo
            </Link>
            <Link to={paths.pricingCards} className="btn border border-white/40 text-white hover:bg-white/10">
              See pricing
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

export function ProductsPage() {
  useDocumentTitle("Products");
  return (
    <>
      <ProductsHero />
      <section aria-labelledby="federal-family-heading">
        <FederalFamilyHeading />
        <ProductSection tool={litigationTool} headingLevel={3} tone="surface" mockUp={<LitigationMockUp />} />
        <ProductSection
          tool={criminalDefenseTool}
          headingLevel={3}
          isMockUpFirst
          mockUp={<MotionDraftingMockUp />}
          wideMockUp={<MotionTypeMockUp />}
        />
      </section>
      <ProductSection tool={bankruptcyTool} headingLevel={2} tone="surface" mockUp={<BankruptcyMockUp />} />
      <ProductSection tool={startupTool} headingLevel={2} isMockUpFirst mockUp={<SafeMockUp />} />
      <ComingSoon />
      <ProductsCallToAction />
    </>
  );
}
