import { formatUsd } from "./money.js";
import { bundleLines, bundlePriceCents, type TCatalogueLine } from "./price-catalogue.js";
import type { TTierName } from "./products.js";
import { paths } from "./routes.js";

/**
 * The marketing plans of the spec, for the pricing cards, the plan pages and the plans overview. Their monthly
 * prices are not typed here: a monthly plan is a bundle of one tier across every practice area the checkout sells,
 * priced by the one catalogue (price-catalogue.ts, decision 066); a test keeps them at the spec's figures.
 */

export const PRO_SE_NAME = "Self Represented (Pro Se)";
export const PRIVATE_ATTORNEYS_NAME = "Private Attorneys";
export const SMALL_FIRMS_NAME = "Small Firms";
export const BIG_FIRMS_NAME = "Big Firms";

export type TPlanBilling = "per-case" | "monthly";

export interface TMarketingPlan {
  id: string;
  name: string;
  /** Price in whole US dollars; null when the plan is sold by our sales team. */
  priceUsd: number | null;
  billing: TPlanBilling;
  audience: string;
  summary: string;
  features: readonly string[];
  /** The plan's detail page, when it has one. */
  detailPath?: string;
  /** A monthly plan the checkout sells: this tier in every practice area, priced per member seat. */
  bundleTier?: TTierName;
  /** A per-case card's monthly counterpart (the same plan billed monthly), by id. */
  monthlyPlanId?: string;
}

/** Per-case billing is not sold by the online checkout (decision 066): the cards say so under their price. */
export const PER_CASE_NOTE = "Billed per case by our team after you sign up.";
/** Under a monthly plan's price: the unit the checkout charges it in. */
export const PER_SEAT_NOTE = "per member seat, every practice area included";

export const perCasePlans: readonly TMarketingPlan[] = [
  {
    id: "pro-se",
    name: PRO_SE_NAME,
    priceUsd: 99,
    billing: "per-case",
    audience: "For people representing themselves",
    summary: "Pay once for the case in front of you. No subscription, nothing to cancel.",
    features: [
      "Drafts of the filings your case needs",
      "Every citation checked against real sources",
      "Email alerts when your docket changes",
      "Answers in plain English from the case assistant",
    ],
  },
  {
    id: "small-firms-per-case",
    name: SMALL_FIRMS_NAME,
    priceUsd: 149,
    billing: "per-case",
    audience: "For practices that bill matter by matter",
    monthlyPlanId: "small-firm",
    summary: "Add a case when you take it on and share it with the people working it.",
    features: [
      "Complaints, motions, briefs and client letters",
      "Research with validated links",
      "Discovery analysis",
      "Case sharing across your team",
    ],
  },
  {
    id: "big-firms-per-case",
    name: BIG_FIRMS_NAME,
    priceUsd: null,
    billing: "per-case",
    audience: "For firms with a large caseload",
    summary: "Volume pricing across your practice groups, set up with our team.",
    features: [
      "Pricing that follows your caseload",
      "Single sign-on and audit logging",
      "Onboarding for every practice group",
      "A named contact at our company",
    ],
  },
];

export const monthlyPlans: readonly TMarketingPlan[] = [
  {
    id: "private-attorney",
    name: PRIVATE_ATTORNEYS_NAME,
    priceUsd: bundlePriceCents("Professional") / 100,
    bundleTier: "Professional",
    billing: "monthly",
    audience: "For the solo practitioner",
    summary: "A software associate that works your cases over email, for one attorney.",
    features: [
      "A personal agent address: email it and it works the case",
      "Docket tracking with email alerts, around the clock",
      "Drafts of complaints, motions, adversarial briefs and client letters",
      "Research with validated links and cite checks on your own drafts",
      "Discovery analysis",
      "Federal criminal, civil litigation, bankruptcy and start-up tools",
    ],
    detailPath: paths.privateAttorney,
  },
  {
    id: "small-firm",
    name: SMALL_FIRMS_NAME,
    priceUsd: bundlePriceCents("Enterprise") / 100,
    bundleTier: "Enterprise",
    billing: "monthly",
    audience: "For growing practices",
    summary: "Everything a private attorney gets, shared by the whole team.",
    features: [
      "Everything in the Private Attorneys plan",
      "A team workspace: invite members and assign cases",
      "Manager, employee and intern roles",
      "Shared case background and motion templates",
      "One bill for the firm",
      "Priority support",
    ],
    detailPath: paths.smallFirm,
  },
  {
    id: "big-firm",
    name: BIG_FIRMS_NAME,
    priceUsd: null,
    billing: "monthly",
    audience: "For large firms and legal departments",
    summary: "The full platform with the controls a large firm needs, priced with our sales team.",
    features: [
      "Everything in the Small Firms plan",
      "Single sign-on for your attorneys and staff",
      "Role-based access and audit logging",
      "Logical separation of your firm's data",
      "Onboarding and training for each practice group",
      "Custom billing and a named contact",
    ],
    detailPath: paths.bigFirm,
  },
];

/** The price as shown on a card: '$99' and 'per case', '$499' and '/mo', or null for contact sales. */
export function describePlanPrice(plan: TMarketingPlan): { amount: string; unit: string; unitLong: string } | null {
  if (plan.priceUsd === null) return null;
  const amount = formatUsd(plan.priceUsd);
  return plan.billing === "monthly"
    ? { amount, unit: "/mo", unitLong: "per month" }
    : { amount, unit: "per case", unitLong: "per case" };
}

export function findMonthlyPlan(id: string): TMarketingPlan {
  const plan = monthlyPlans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}

/** What a monthly plan's Subscribe buys at the checkout: one line per practice area (empty for contact sales). */
export function planCheckoutLines(plan: TMarketingPlan): TCatalogueLine[] {
  return plan.bundleTier ? bundleLines(plan.bundleTier) : [];
}

/** The monthly plan a tier belongs to (Professional: Private Attorneys; Enterprise: Small Firms), if any. */
export function monthlyPlanOfTier(tierName: string): TMarketingPlan | undefined {
  return monthlyPlans.find((plan) => plan.bundleTier === tierName);
}
