import { productSites } from "@paralex/shared/product-sites";
import {
  Bot,
  Calculator,
  FileSignature,
  FileStack,
  FileText,
  FolderOpen,
  Gavel,
  LayoutDashboard,
  type LucideIcon,
  MessagesSquare,
  PieChart,
  Scale,
  ScanSearch,
  SearchCheck,
  ShieldCheck,
  Split,
  Users,
} from "lucide-react";

export interface TToolFeature {
  icon: LucideIcon;
  title: string;
  text: string;
}

export interface TProductTool {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  features: readonly TToolFeature[];
  siteUrl?: string;
}

export const litigationTool: TProductTool = {
  id: "litigation",
  eyebrow: "Federal civil litigation",
  title: "Federal Civil Litigation",
  description:
    "From the complaint to summary judgment, it reads where your case stands, drafts what comes next and shows its sources.",
  features: [
    { icon: Scale, title: "Case posture analysis", text: "Where the case stands and which deadlines come next." },
    { icon: FileText, title: "Motion and brief drafting", text: "First drafts in your court's format, ready to edit." },
    { icon: SearchCheck, title: "Research citations", text: "Authorities with validated links you can open." },
    { icon: ScanSearch, title: "Discovery analysis", text: "Productions sorted, summarised and searchable." },
    { icon: MessagesSquare, title: "Chatbot", text: "Ask about the case in plain English." },
    { icon: ShieldCheck, title: "Error and hallucination detection", text: "Every cite is checked before you file." },
  ],
  siteUrl: productSites.civilLitigation,
};

export const criminalDefenseTool: TProductTool = {
  id: "criminal-defense",
  eyebrow: "Federal criminal defense",
  title: "Federal Criminal Defense",
  description:
    "Built with defenders for the pace of a federal docket: every case, document and filing in one place, with drafts grounded in real authority.",
  features: [
    { icon: LayoutDashboard, title: "Web dashboard", text: "All your clients' cases and deadlines at a glance." },
    { icon: FolderOpen, title: "Document management", text: "Discovery, filings and notes kept with each case." },
    { icon: FileText, title: "Motion and brief drafting", text: "Choose from about 65 federal motion and form types." },
    { icon: Bot, title: "Chatbot", text: "Questions about the record, answered with sources." },
    {
      icon: Gavel,
      title: "Response-motion recommendations",
      text: "When the government files, see what to answer with.",
    },
    { icon: ShieldCheck, title: "Hallucination detection", text: "Citations that cannot be found are flagged." },
  ],
  siteUrl: productSites.criminalDefense,
};

export const bankruptcyTool: TProductTool = {
  id: "bankruptcy",
  eyebrow: "For individuals, attorneys and businesses",
  title: "Bankruptcy",
  description:
    "A guided path through a Chapter 7 case: know where you stand, generate the forms and file with confidence.",
  features: [
    { icon: FileStack, title: "Document generation", text: "The petition, schedules and statements, filled in." },
    { icon: Gavel, title: "Chapter 7 filing", text: "Every step of the filing, in order." },
    { icon: Calculator, title: "Debt assessment", text: "Debts sorted by type, with totals and the means test." },
    { icon: ShieldCheck, title: "Compliance checks", text: "Missing forms and certificates caught early." },
    { icon: FileSignature, title: "E-signature", text: "Sign and collect signatures without printing." },
  ],
};

export const startupTool: TProductTool = {
  id: "startups",
  eyebrow: "For founders and their counsel",
  title: "Startups",
  description: "Raise, issue and track equity without a stack of templates: documents drafted, tables kept current.",
  features: [
    { icon: FileText, title: "AI document drafting", text: "SAFE agreements and other financing documents." },
    { icon: PieChart, title: "Cap table management", text: "Ownership that updates as documents are signed." },
    { icon: Split, title: "Equity distribution", text: "Model founder, employee and investor stakes." },
    { icon: FileSignature, title: "E-signature", text: "Send for signature from the same screen." },
    { icon: Users, title: "Team collaboration", text: "Work on a round with your co-founders and counsel." },
  ],
};
