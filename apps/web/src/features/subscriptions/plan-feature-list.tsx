import { Check } from "lucide-react";

/** A plan's features, ticked, or a note that they are not listed; className spaces it from what is above. */
export function PlanFeatureList({ features, className }: { features: readonly string[]; className: string }) {
  return features.length > 0 ? (
    <ul className={`${className} space-y-1.5`}>
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check className="mt-1 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  ) : (
    <p className={`${className} text-muted`}>The features of this plan are not listed.</p>
  );
}
