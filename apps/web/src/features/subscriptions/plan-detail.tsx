import type { ReactNode } from "react";

/** One fact of a plan in a description list: its name, then its value. */
export function PlanDetail({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-semibold text-ink">{children}</dd>
    </div>
  );
}
