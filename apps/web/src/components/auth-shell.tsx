import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";

/** The spec's claims, shown beside the account forms. */
const CLAIMS = [
  "Up to 80% less prep time",
  "Always-on docket sync with email alerts",
  "Built-in cite verification",
  "No UI training: it works over email",
] as const;

/** The frame of the account pages: a navy panel with the pitch beside a white card holding the form. */
export function AuthShell({ tagline, intro, children }: { tagline: string; intro: string; children: ReactNode }) {
  return (
    <div className="bg-surface">
      <div className="container-page grid items-stretch gap-6 py-8 sm:py-12 lg:grid-cols-[5fr_6fr] lg:gap-10 lg:py-16">
        <aside className="on-dark flex flex-col justify-center rounded-[12px] bg-ink p-6 text-white sm:p-10">
          <p className="font-serif text-2xl leading-tight font-semibold text-white sm:text-4xl">{tagline}</p>
          <p className="mt-3 text-white/85 sm:mt-4 sm:text-lg">{intro}</p>
          <ul className="mt-8 hidden space-y-3 sm:block" aria-label="Why attorneys use it">
            {CLAIMS.map((claim) => (
              <li key={claim} className="flex items-start gap-3 text-white/90">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-gold-light" aria-hidden="true" />
                {claim}
              </li>
            ))}
          </ul>
        </aside>
        <div className="card p-6 sm:p-10">{children}</div>
      </div>
    </div>
  );
}

/** A short status block for the one-step pages (confirm account, logout, reset results). */
export function AuthMessageCard({ children }: { children: ReactNode }) {
  return (
    <div className="bg-surface">
      <div className="container-page flex min-h-[60vh] items-center justify-center py-12">
        <div className="card w-full max-w-lg p-8 text-center sm:p-12">{children}</div>
      </div>
    </div>
  );
}
