import { deferredPart } from "../../components/deferred-part";
import { useDocumentTitle } from "../../lib/use-document-title";
import { HeroSection } from "./hero-section";

const sections = () => import("./home-sections");

/**
 * The hero hydrates with the page; the sections below it load once it has (components/deferred-part.tsx,
 * decision 068), each hydrating in a task of its own instead of blocking the browser for the whole page.
 */
const belowTheFold = [
  deferredPart(() => sections().then((m) => m.HowItWorksSection), "#recommendation"),
  deferredPart(() => sections().then((m) => m.SoftwareSuitesSection), "#software-suites"),
  deferredPart(() => sections().then((m) => m.TestimonialsSection), "#testimonials"),
  deferredPart(() => sections().then((m) => m.SecuritySection), "#data-security"),
  deferredPart(() => sections().then((m) => m.TeamSection), "#team"),
  deferredPart(() => sections().then((m) => m.VoicesSection), "#voices"),
  deferredPart(() => sections().then((m) => m.InsightsSection), "#insights"),
  deferredPart(() => sections().then((m) => m.ValuesSection), "#values"),
];

export function HomePage() {
  useDocumentTitle("Home");
  return (
    <>
      <HeroSection />
      {belowTheFold.map((Section) => (
        <Section key={Section.displayName} />
      ))}
    </>
  );
}
