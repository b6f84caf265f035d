import type { ReactNode } from "react";

/** The light band that opens each pricing page. */
export function PricingHero({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <section className="border-b border-line bg-surface">
      <div className="container-page py-14 text-center md:py-20">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="mt-3 font-serif text-4xl font-semibold md:text-5xl">{title}</h1>
        {children ? <div className="mx-auto mt-5 max-w-2xl text-lg text-muted">{children}</div> : null}
      </div>
    </section>
  );
}
