import type { ReactNode } from "react";

export interface HomeSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  tone?: "white" | "surface" | "dark";
  children: ReactNode;
}

const toneClasses = {
  white: { section: "bg-white", eyebrow: "text-primary", title: "text-ink", intro: "text-muted" },
  surface: { section: "bg-surface", eyebrow: "text-primary", title: "text-ink", intro: "text-muted" },
  dark: {
    section: "on-dark bg-ink text-white",
    eyebrow: "text-gold-light",
    title: "text-white",
    intro: "text-white/85",
  },
} as const;

/** A home-page section: an eyebrow label, a heading the section is named by, an optional intro, then content. */
export function HomeSection({ id, eyebrow, title, intro, tone = "white", children }: HomeSectionProps) {
  const headingId = `${id}-heading`;
  const classes = toneClasses[tone];
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-16 py-16 sm:py-24 ${classes.section}`}>
      <div className="container-page">
        <div className="max-w-2xl">
          <p className={`text-sm font-semibold tracking-widest uppercase ${classes.eyebrow}`}>{eyebrow}</p>
          <h2
            id={headingId}
            className={`mt-3 font-serif text-3xl leading-tight font-semibold sm:text-4xl ${classes.title}`}
          >
            {title}
          </h2>
          {intro && <p className={`mt-4 text-lg ${classes.intro}`}>{intro}</p>}
        </div>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}
