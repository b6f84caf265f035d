import { ExternalLink } from "lucide-react";
import { Accordion } from "../../components/accordion";
import { Carousel } from "../../components/carousel";
import { homeSectionIds, softwareSuites, suiteHighlights, type TSoftwareSuite } from "./home-content";
import { HomeSection } from "./home-section";

function SuiteCard({ suite }: { suite: TSoftwareSuite }) {
  return (
    <article className="card flex h-full flex-col overflow-hidden" data-suite={suite.id}>
      <img
        src={suite.image}
        width={400}
        height={240}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-[5/3] w-full bg-surface object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h4 className="text-xl font-semibold text-ink">{suite.title}</h4>
        <p className="mt-2 flex-1 text-muted">{suite.description}</p>
        {suite.link ? (
          <a href={suite.link} target="_blank" rel="noopener noreferrer" className="btn-primary mt-6 self-start">
            Visit site
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">: {suite.title} (opens in a new tab)</span>
          </a>
        ) : (
          <button type="button" disabled className="btn-secondary mt-6 self-start">
            Coming soon
            <span className="sr-only">: {suite.title}</span>
          </button>
        )}
      </div>
    </article>
  );
}

export function SoftwareSuitesSection() {
  return (
    <HomeSection
      id={homeSectionIds.softwareSuites}
      eyebrow="Our software suites"
      title="One associate, tuned to your practice"
      intro="Each suite knows the filings, deadlines and authorities of its practice area, and every one of them works from your inbox."
      tone="surface"
    >
      <div className="card px-5 py-2 sm:px-8 sm:py-4">
        <Accordion
          items={suiteHighlights.map((highlight) => ({
            id: highlight.id,
            title: highlight.title,
            content: <p className="max-w-3xl">{highlight.description}</p>,
          }))}
          className="[&>[data-accordion-item]:last-child]:border-b-0"
        />
      </div>
      <h3 className="mt-16 mb-6 font-serif text-2xl font-semibold">Explore the suites</h3>
      <Carousel
        label="Software suites"
        slides={softwareSuites.map((suite) => ({ key: suite.id, content: <SuiteCard suite={suite} /> }))}
      />
    </HomeSection>
  );
}
