import { type ReactNode, Suspense } from "react";
import { useDocumentTitle } from "../../lib/use-document-title";
import { HeroSection } from "./hero-section";
import { HowItWorksSection } from "./how-it-works-section";
import { InsightsSection } from "./insights-section";
import { SecuritySection } from "./security-section";
import { SoftwareSuitesSection } from "./software-suites-section";
import { TeamSection } from "./team-section";
import { TestimonialsSection } from "./testimonials-section";
import { ValuesSection } from "./values-section";
import { VoicesSection } from "./voices-section";

/**
 * Each section is its own Suspense boundary, so React hydrates the prerendered page one section at a time,
 * yielding to the browser in between instead of blocking it for the whole page.
 */
function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export function HomePage() {
  useDocumentTitle("Home");
  return (
    <>
      <HeroSection />
      {[
        HowItWorksSection,
        SoftwareSuitesSection,
        TestimonialsSection,
        SecuritySection,
        TeamSection,
        VoicesSection,
        InsightsSection,
        ValuesSection,
      ].map((Section) => (
        <HydrationBoundary key={Section.name}>
          <Section />
        </HydrationBoundary>
      ))}
    </>
  );
}
