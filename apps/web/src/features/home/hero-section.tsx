import { paths } from "@paralex/shared/routes";
import { ArrowDown, Check, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { deferredPart } from "../../components/deferred-part";
import { heroClaims, heroFeatures, heroPartner, heroStats } from "./hero-content";
import { HeroMedia } from "./hero-media";

/** The sign-up form loads after the page has hydrated (decision 068); its markup is there from the start. */
const NewsletterForm = deferredPart(
  () => import("../newsletter").then((m) => m.NewsletterForm),
  'section[aria-labelledby="hero-heading"] [data-newsletter-form]',
);

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="on-dark overflow-hidden bg-ink text-white">
      <div className="container-page grid gap-12 pt-14 pb-12 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:items-center lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-widest text-gold-light uppercase">
            AI tools for access to justice
          </p>
          <h1
            id="hero-heading"
            className="mt-4 font-serif text-4xl leading-[1.1] font-semibold text-white sm:text-5xl xl:text-6xl"
          >
            A legal software associate that works over email
          </h1>
          <p className="mt-6 max-w-xl text-lg text-white/85">
            Add a case, then email your agent. It tracks the docket, drafts complaints, motions, predictive adversarial
            briefs and client letters, researches with validated links, checks every cite in your draft and analyses
            discovery.
          </p>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {heroClaims.map((claim) => (
              <li key={claim} className="flex items-start gap-3">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-gold-light text-ink">
                  <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                </span>
                <span className="font-medium">{claim}</span>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            <Link to={paths.bookADemo} className="btn-gold">
              Book A Demo
            </Link>
          </div>
        </div>
        <div>
          <HeroMedia />
          <dl className="mt-8 grid grid-cols-3 gap-4 text-center sm:gap-6">
            {heroStats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse justify-end gap-1 border-t border-white/15 pt-4">
                <dt className="text-sm text-white/80">{stat.label}</dt>
                <dd className="font-serif text-3xl font-semibold text-gold-light sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>

      <div className="container-page pb-14 sm:pb-20">
        <nav aria-labelledby="hero-features-heading">
          <h2 id="hero-features-heading" className="sr-only">
            What your associate does
          </h2>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {heroFeatures.map((feature) => (
              <li key={feature.title}>
                <a
                  href={`#${feature.sectionId}`}
                  className="group flex h-full min-h-11 flex-col gap-1 rounded-[12px] border border-white/15 bg-white/5 p-3 sm:p-4 transition-colors duration-300 hover:border-gold-light/60 hover:bg-white/10"
                  data-feature-link
                >
                  <span className="flex items-start justify-between gap-2 text-sm font-semibold text-white sm:text-base">
                    {feature.title}
                    <ArrowDown
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-gold-light transition-transform duration-300 group-hover:translate-y-0.5"
                    />
                  </span>
                  <span className="hidden text-sm text-white/80 sm:block">{feature.description}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-12 grid gap-10 border-t border-white/15 pt-10 lg:grid-cols-[1.05fr_1fr] lg:gap-16">
          <div>
            <p className="font-serif text-2xl font-semibold text-white">Legal AI news worth reading</p>
            <p className="mt-2 mb-5 text-white/80">
              One short email a month: new tools, verified research tips, no spam.
            </p>
            <NewsletterForm tone="dark" className="max-w-lg" />
          </div>
          <div className="flex flex-col items-start gap-3 lg:items-end lg:justify-center">
            <p className="text-sm font-semibold tracking-widest text-white/80 uppercase">In partnership with</p>
            {heroPartner.url ? (
              <a
                href={heroPartner.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-3 rounded-lg bg-white px-4 py-2 text-ink transition-colors duration-300 hover:bg-surface"
                data-partner-link
              >
                <img src={heroPartner.logo} width={200} height={40} alt={heroPartner.name} />
                <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-muted" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <div className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 py-2" data-partner-logo>
                <img src={heroPartner.logo} width={200} height={40} alt={heroPartner.name} />
              </div>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
