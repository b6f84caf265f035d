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

export function HomePage() {
  useDocumentTitle("Home");
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <SoftwareSuitesSection />
      <TestimonialsSection />
      <SecuritySection />
      <TeamSection />
      <VoicesSection />
      <InsightsSection />
      <ValuesSection />
    </>
  );
}
