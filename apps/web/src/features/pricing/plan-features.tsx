import { Check } from "lucide-react";

export function PlanFeatures({ features, className = "" }: { features: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-3">
          <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
          </span>
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
