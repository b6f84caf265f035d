import { productSites } from "@paralex/shared/product-sites";
import { Eye, HandHeart, type LucideIcon, Scale, Target, Zap } from "lucide-react";

export * from "./hero-content";

/** The progress demo's seven steps, in order. */
export const PROGRESS_STEPS = [
  "User information loaded",
  "Loading case background",
  "Loading motion template",
  "Generating a top caption",
  "Researching precedents",
  "Formulating legal arguments",
  "Inserting references",
] as const;

export const howItWorksSteps = [
  { title: "Add a case", description: "Enter the case once. Your associate syncs the docket and watches it for you." },
  {
    title: "Email your associate",
    description: "Ask in plain words at the agent address: draft a motion, check cites, summarise discovery.",
  },
  {
    title: "Review and file",
    description: "A draft arrives in your inbox with verified references, ready for your judgement.",
  },
] as const;

export const suiteHighlights = [
  {
    id: "email",
    title: "Works from your inbox",
    description:
      "Add a case, then email the agent address. Drafts, research and alerts come back as replies, so there is no new interface to learn.",
  },
  {
    id: "docket",
    title: "Always-on docket sync",
    description: "Your associate tracks every docket you add and emails you when a filing, deadline or order appears.",
  },
  {
    id: "cites",
    title: "Built-in cite verification",
    description:
      "Attach a draft and get back a list of its citations marked real or not found, each with a validated link.",
  },
  {
    id: "drafting",
    title: "Drafting that learns your format",
    description:
      "Complaints, motions, predictive adversarial briefs and client letters follow your templates and captions.",
  },
] as const;

export interface TSoftwareSuite {
  id: string;
  title: string;
  description: string;
  image: string;
  /** The product site, or null while the suite is coming soon. */
  link: string | null;
}

export const softwareSuites: TSoftwareSuite[] = [
  {
    id: "civil-litigation",
    title: "Federal Civil Litigation",
    description: "Case posture analysis, motion and brief drafting, research citations and discovery analysis.",
    image: "/images/home/suite-civil-litigation.svg",
    link: productSites.civilLitigation,
  },
  {
    id: "criminal-defense",
    title: "Criminal Defense",
    description: "Motion and brief drafting, response-motion recommendations and hallucination detection.",
    image: "/images/home/suite-criminal-defense.svg",
    link: productSites.criminalDefense,
  },
  {
    id: "bankruptcy",
    title: "Bankruptcy",
    description: "Document generation, Chapter 7 filing, debt assessment and compliance checks.",
    image: "/images/home/suite-bankruptcy.svg",
    link: productSites.bankruptcy,
  },
  {
    id: "startups",
    title: "Startups",
    description: "SAFE agreements, cap table management, equity distribution and e-signature.",
    image: "/images/home/suite-startups.svg",
    link: productSites.startups,
  },
  {
    id: "family-law",
    title: "Family Law",
    description: "Petitions, parenting plans and financial disclosures, drafted and checked.",
    image: "/images/home/suite-family-law.svg",
    link: null,
  },
  {
    id: "intellectual-property",
    title: "Intellectual Property",
    description: "Clearance research, filings and infringement analysis for creators and companies.",
    image: "/images/home/suite-intellectual-property.svg",
    link: null,
  },
];

export const testimonials = [
  {
    quote:
      "I email a request before court and the motion is waiting when I get back. The citations check out, and that is what lets me trust it.",
    author: "Danielle R.",
    company: "Solo criminal defense practice",
    image: "/images/home/testimonial-1.svg",
  },
  {
    quote:
      "Docket alerts alone changed how our team works. Nobody refreshes the court site any more; the update arrives in our inbox.",
    author: "Marcus T.",
    company: "Hale & Ortiz LLP",
    image: "/images/home/testimonial-2.svg",
  },
  {
    quote: "We drafted our first SAFE and set up the cap table in an afternoon, without a single training session.",
    author: "Priya N.",
    company: "Co-founder, Lumen Health",
    image: "/images/home/testimonial-3.svg",
  },
] as const;

export const securityOverview = {
  title: "Key features",
  description:
    "Client confidentiality is the foundation of your practice, so it is the foundation of ours. Your matters stay yours: protected in transit and at rest, visible only to the people you allow.",
  keyFeatures: [
    "Role-based authentication controls who can see and do what",
    "Credentials are encrypted and kept in a secrets manager",
    "Single sign-on through your identity provider",
    "Logical separation of each customer's data",
    "Audit logging of access and changes",
    "Code review before every change ships",
    "Firewalls in front of every service",
    "Monthly vulnerability scans",
    "Annual third-party penetration tests",
  ],
} as const;

export const securityTopics = [
  {
    id: "access",
    title: "Access and identity",
    description:
      "Every person signs in with role-based authentication, or with single sign-on through your firm's identity provider. Roles decide what each member of your team can open, draft or change.",
  },
  {
    id: "data",
    title: "Protecting your data",
    description:
      "Each customer's data is logically separated from every other customer's. Credentials are encrypted and held in a secrets manager, never in code or configuration files.",
  },
  {
    id: "development",
    title: "Secure development",
    description:
      "Every change is reviewed by a second engineer before it ships, and services sit behind firewalls that allow only the traffic they need.",
  },
  {
    id: "testing",
    title: "Monitoring and testing",
    description:
      "Audit logs record access and changes. We scan for vulnerabilities every month and commission an independent penetration test every year.",
  },
] as const;

export interface TTeamMember {
  id: string;
  name: string;
  title: string;
  description: string;
  image: string;
  email: string;
  emailSubject: string;
  /** The member's own public profile; without one the card has no "View profile" link (decision 041). */
  profileLink?: string;
  quote: string;
}

const CEO_EMAIL = "ceo@paralex.ai";

/** Placeholder people and addresses: replace with the real team before launch. */
export const teamMembers: TTeamMember[] = [
  {
    id: "founder",
    name: "Jordan Ellis",
    title: "Founder & CEO",
    description:
      "A former public defender who saw how much of a case is decided by the hours nobody has. Jordan founded the company to put a tireless associate beside every attorney and every person who stands alone in court.",
    image: "/images/home/team-founder.svg",
    email: CEO_EMAIL,
    emailSubject: "Hello from the website",
    quote: "Justice should not depend on how many associates you can afford.",
  },
  {
    id: "chief-legal-officer",
    name: "Maya Okafor",
    title: "Chief Legal Officer",
    description:
      "Fifteen years in federal civil litigation and appellate practice. Maya leads legal quality: every template, every workflow and every citation check is held to the standard she would file under her own name.",
    image: "/images/home/team-clo.svg",
    email: "legal@paralex.ai",
    emailSubject: "Question for the Chief Legal Officer",
    quote: "A draft is only useful if you can trust every line of it.",
  },
];

export const jobPosting = {
  currentTeamImages: [
    { src: "/images/home/team-founder.svg", alt: "" },
    { src: "/images/home/team-clo.svg", alt: "" },
  ],
  jobTitle: "Chief Marketing Officer",
  jobDescription:
    "Tell attorneys, firms and self-represented litigants why an associate that works over email changes their day, and build the team that does it with us.",
  location: "Remote · US-based and authorised to work in the US",
  essentials: [
    "Authorised to work in the United States and based in the US",
    "Seven or more years leading B2B or SaaS marketing, ideally for professional services",
    "A record of building demand from the first campaign to a repeatable pipeline",
    "Clear, plain writing that earns a lawyer's trust",
    "Comfort with data: you set targets, measure them and report honestly",
    "A belief that access to justice is worth working for",
  ],
  applyEmail: CEO_EMAIL,
  applySubject: "Application: Chief Marketing Officer",
} as const;

export const customerVoices = [
  {
    quote: "It found two cites in opposing counsel's brief that did not exist.",
    author: "Litigation associate, Chicago",
  },
  { quote: "I understood my own bankruptcy filing for the first time.", author: "Self-represented filer, Phoenix" },
  { quote: "Our paralegals now spend their day on clients, not captions.", author: "Managing partner, Atlanta" },
  { quote: "The docket emails are the first thing I read every morning.", author: "Federal defender, Austin" },
] as const;

export interface TValue {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const companyValues: TValue[] = [
  {
    title: "Guerrilla Innovation",
    description: "We move quickly, build with what works and ship tools that earn their place in a real practice.",
    icon: Zap,
  },
  {
    title: "Empowerment",
    description: "We give attorneys and the people they serve the reach of a much larger team.",
    icon: HandHeart,
  },
  {
    title: "Impact",
    description: "We measure success in hours returned, cases prepared and people better represented.",
    icon: Target,
  },
  {
    title: "Transparency",
    description: "We show our sources, verify our cites and tell you plainly what the tools can and cannot do.",
    icon: Eye,
  },
  {
    title: "Liberty and Justice for All",
    description: "We started this company to reduce inequity in criminal justice and widen access to justice.",
    icon: Scale,
  },
];
