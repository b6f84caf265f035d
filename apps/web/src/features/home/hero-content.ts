// The hero's words, apart from the sections' (home-content.ts): the hero hydrates with the page, the sections
// load after it (decision 068).

/** Ids of the home sections that the hero's feature links scroll to. */
export const homeSectionIds = {
  recommendation: "recommendation",
  softwareSuites: "software-suites",
  dataSecurity: "data-security",
} as const;

type THomeSectionId = (typeof homeSectionIds)[keyof typeof homeSectionIds];

export const heroClaims = [
  "Up to 80% less prep time",
  "Always-on docket sync with email alerts",
  "No UI training",
  "Built-in cite verification",
] as const;

export const heroStats = [
  { value: "10", label: "practice areas" },
  { value: "42%", label: "increase in efficiency" },
  { value: "75%", label: "AI-generated draft accuracy" },
] as const;

export interface THeroFeature {
  title: string;
  description: string;
  sectionId: THomeSectionId;
}

export const heroFeatures: THeroFeature[] = [
  {
    title: "Complaints and motions",
    description: "First drafts in your format, from a single email.",
    sectionId: homeSectionIds.recommendation,
  },
  {
    title: "Predictive adversarial briefs",
    description: "See the other side's best arguments before they file.",
    sectionId: homeSectionIds.recommendation,
  },
  {
    title: "Research with validated links",
    description: "Every authority comes with a link you can check.",
    sectionId: homeSectionIds.recommendation,
  },
  {
    title: "Client correspondence",
    description: "Clear, plain-English updates ready to send.",
    sectionId: homeSectionIds.recommendation,
  },
  {
    title: "Docket tracking",
    description: "Always-on sync with email alerts when anything moves.",
    sectionId: homeSectionIds.softwareSuites,
  },
  {
    title: "Cite verification",
    description: "Attach a draft and learn which cites are real.",
    sectionId: homeSectionIds.softwareSuites,
  },
  {
    title: "Discovery analysis",
    description: "Find what matters in the documents you receive.",
    sectionId: homeSectionIds.softwareSuites,
  },
  {
    title: "Security by design",
    description: "Encrypted, separated and independently tested.",
    sectionId: homeSectionIds.dataSecurity,
  },
];

export interface THeroPartner {
  name: string;
  logo: string;
  /** The partner's site, opened in a new tab; without one the logo is shown and is not a link (decision 041). */
  url?: string;
}

/** Placeholder partner shown in the hero; swap for the real partner's name and logo, and add its address. */
export const heroPartner: THeroPartner = {
  name: "Justice Tech Collective",
  logo: "/images/home/partner-logo.svg",
};
