import {
  BriefcaseBusiness,
  FilePenLine,
  Gavel,
  Landmark,
  Lightbulb,
  type LucideIcon,
  type LucideProps,
  Rocket,
  Scale,
  Shapes,
} from "lucide-react";

/** The lucide icons the product catalogue names (packages/shared/src/products.ts), imported one by one. */
const ICONS: Record<string, LucideIcon> = {
  gavel: Gavel,
  scale: Scale,
  landmark: Landmark,
  rocket: Rocket,
  "briefcase-business": BriefcaseBusiness,
  lightbulb: Lightbulb,
  "file-pen-line": FilePenLine,
};

/** A product's icon, decorative: the product's title always stands beside it. */
export function ProductIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = ICONS[name] ?? Shapes;
  return <Icon aria-hidden="true" focusable="false" {...props} />;
}
