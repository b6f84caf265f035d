import { productSites } from "./product-sites.js";

/**
 * The dashboard's practice-area products and their prices, once for the web app and the server. The server
 * seeds its tables from these values (a migration; a test keeps the two equal) and prices every checkout
 * from its own tables, never from what a browser sends.
 */

export interface TProduct {
  appId: number;
  title: string;
  /** A lucide icon name. */
  icon: string;
  /** A colour that white text passes WCAG AA (4.5:1) on. */
  accentColor: string;
  /** The product's own site; null while it is coming soon. */
  link: string | null;
  comingSoon: boolean;
}

export const DEFAULT_APP_ID = 1;

export const products: readonly TProduct[] = [
  {
    appId: 1,
    title: "Federal Criminal",
    icon: "gavel",
    accentColor: "#1d4ed8",
    link: productSites.criminalDefense,
    comingSoon: false,
  },
  {
    appId: 2,
    title: "Civil Litigation",
    icon: "scale",
    accentColor: "#047857",
    link: productSites.civilLitigation,
    comingSoon: false,
  },
  {
    appId: 3,
    title: "Bankruptcy",
    icon: "landmark",
    accentColor: "#b45309",
    link: productSites.bankruptcy,
    comingSoon: false,
  },
  {
    appId: 4,
    title: "Start-ups",
    icon: "rocket",
    accentColor: "#7c3aed",
    link: productSites.startups,
    comingSoon: false,
  },
  {
    appId: 5,
    title: "In-House Counsel",
    icon: "briefcase-business",
    accentColor: "#be123c",
    link: null,
    comingSoon: true,
  },
  {
    appId: 6,
    title: "Intellectual Property",
    icon: "lightbulb",
    accentColor: "#0e7490",
    link: null,
    comingSoon: true,
  },
  { appId: 7, title: "Contracts", icon: "file-pen-line", accentColor: "#4d7c0f", link: null, comingSoon: true },
];

export const TIER_NAMES = ["Basic", "Professional", "Enterprise"] as const;
export type TTierName = (typeof TIER_NAMES)[number];

export const STRATEGY_TYPES = ["per_user"] as const;
export type TStrategyType = (typeof STRATEGY_TYPES)[number];

export interface TPricingTier {
  tier: string;
  /** Whole US dollars a month per seat. */
  parameters: { costPerUser: number };
  features: readonly string[];
}

export interface TPricingStrategy {
  pricingStrategyId: string;
  appId: number;
  strategyType: TStrategyType;
  /** The fixed prefix of a checkout's lookup_key; the tier name completes it. */
  stripeLookup: string;
  tiers: readonly TPricingTier[];
}

const tier = (name: TTierName, costPerUser: number, features: string[]): TPricingTier => ({
  tier: name,
  parameters: { costPerUser },
  features,
});

export const pricingStrategies: readonly TPricingStrategy[] = [
  {
    pricingStrategyId: "ps_federal_criminal",
    appId: 1,
    strategyType: "per_user",
    stripeLookup: "federal_criminal_",
    tiers: [
      tier("Basic", 49, [
        "Motion and brief drafting",
        "Chatbot for questions about your case",
        "Hallucination detection on every draft",
      ]),
      tier("Professional", 99, [
        "Everything in Basic",
        "Response-motion recommendations",
        "Document management for your cases",
        "Docket sync with email alerts",
      ]),
      tier("Enterprise", 199, [
        "Everything in Professional",
        "A web dashboard for your whole defense team",
        "Role-based access and audit logging",
        "Priority support",
      ]),
    ],
  },
  {
    pricingStrategyId: "ps_civil_litigation",
    appId: 2,
    strategyType: "per_user",
    stripeLookup: "civil_litigation_",
    tiers: [
      tier("Basic", 59, ["Case posture analysis", "Motion and brief drafting", "Research with validated citations"]),
      tier("Professional", 129, [
        "Everything in Basic",
        "Discovery analysis",
        "Chatbot for questions about your case",
        "Error and hallucination detection",
      ]),
      tier("Enterprise", 249, [
        "Everything in Professional",
        "Predictive adversarial briefs",
        "Role-based access and audit logging",
        "Priority support",
      ]),
    ],
  },
  {
    pricingStrategyId: "ps_bankruptcy",
    appId: 3,
    strategyType: "per_user",
    stripeLookup: "bankruptcy_",
    tiers: [
      tier("Basic", 39, ["Document generation", "Debt assessment"]),
      tier("Professional", 139, [
        "Everything in Basic",
        "Chapter 7 filing preparation",
        "Compliance checks",
        "E-signature",
      ]),
      tier("Enterprise", 279, [
        "Everything in Professional",
        "Workspaces for individuals, attorneys and businesses",
        "Role-based access and audit logging",
        "Priority support",
      ]),
    ],
  },
  {
    pricingStrategyId: "ps_startups",
    appId: 4,
    strategyType: "per_user",
    stripeLookup: "startups_",
    tiers: [
      tier("Basic", 29, ["SAFE agreement drafting", "E-signature"]),
      tier("Professional", 132, [
        "Everything in Basic",
        "Cap table management",
        "Equity distribution",
        "Team collaboration",
      ]),
      tier("Enterprise", 272, [
        "Everything in Professional",
        "Role-based access and audit logging",
        "Priority support",
      ]),
    ],
  },
];

/** The checkout's lookup_key for a tier: the strategy's fixed prefix plus the tier name. */
export function lookupKeyFor(strategy: Pick<TPricingStrategy, "stripeLookup">, tierName: string): string {
  return `${strategy.stripeLookup}${tierName}`;
}

export function findProduct(appId: number): TProduct | undefined {
  return products.find((product) => product.appId === appId);
}

export function findPricingStrategyForApp(appId: number): TPricingStrategy | undefined {
  return pricingStrategies.find((strategy) => strategy.appId === appId);
}
