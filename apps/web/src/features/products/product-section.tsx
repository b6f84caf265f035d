import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import type { TProductTool } from "./product-tools";

/** A link to a product's own site, opened in a new tab, and named so. */
export function ProductSiteLink({ url, title }: { url: string; title: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="btn-primary">
      Explore {title}
      <ExternalLink className="size-4" aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function FeatureList({ tool }: { tool: TProductTool }) {
  return (
    <ul className="mt-8 grid gap-x-6 gap-y-5 sm:grid-cols-2">
      {tool.features.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span>
            <span className="block font-semibold text-ink">{title}</span>
            <span className="block text-sm text-muted">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One tool: its heading, what it does, a link to its site when it has one, and its drawn screens. */
export function ProductSection({
  tool,
  headingLevel,
  tone = "white",
  isMockUpFirst = false,
  mockUp,
  wideMockUp,
}: {
  tool: TProductTool;
  headingLevel: 2 | 3;
  tone?: "white" | "surface";
  isMockUpFirst?: boolean;
  mockUp: ReactNode;
  wideMockUp?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `${tool.id}-heading`;
  return (
    <section
      id={tool.id}
      aria-labelledby={headingId}
      className={`scroll-mt-16 py-16 md:py-24 ${tone === "surface" ? "bg-surface" : "bg-white"}`}
    >
      <div className="container-page">
        <div className="grid gap-12 lg:grid-cols-[5fr_6fr] lg:items-start lg:gap-16">
          <div>
            <p className="eyebrow">{tool.eyebrow}</p>
            <Heading id={headingId} className="mt-3 font-serif text-3xl leading-tight font-semibold sm:text-4xl">
              {tool.title}
            </Heading>
            <p className="mt-4 text-lg text-muted">{tool.description}</p>
            <FeatureList tool={tool} />
            {tool.siteUrl ? (
              <div className="mt-10">
                <ProductSiteLink url={tool.siteUrl} title={tool.title} />
              </div>
            ) : null}
          </div>
          <div className={`min-w-0 ${isMockUpFirst ? "lg:order-first" : ""}`}>{mockUp}</div>
        </div>
        {wideMockUp ? <div className="mt-12">{wideMockUp}</div> : null}
      </div>
    </section>
  );
}
