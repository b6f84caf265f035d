// The home page's sections below the hero, one chunk that loads after the page has hydrated (home-page.tsx).
export { HowItWorksSection } from "./how-it-works-section";
export { InsightsSection } from "./insights-section";
export { SecuritySection } from "./security-section";
export { SoftwareSuitesSection } from "./software-suites-section";
export { TeamSection } from "./team-section";
export { TestimonialsSection } from "./testimonials-section";
export { ValuesSection } from "./values-section";
export { VoicesSection } from "./voices-section";
