import { homeSectionIds, howItWorksSteps } from "./home-content";
import { HomeSection } from "./home-section";
import { ProgressDemoCard } from "./progress-demo-card";

export function HowItWorksSection() {
  return (
    <HomeSection
      id={homeSectionIds.recommendation}
      eyebrow="How it works"
      title="Ask by email. Get back a draft you can check."
      intro="Your associate reads the case, picks the right template and writes the motion, citing authority it has verified. You review and file."
    >
      <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <ol className="space-y-8">
          {howItWorksSteps.map((step, index) => (
            <li key={step.title} className="flex gap-5">
              <span
                aria-hidden="true"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-ink font-serif text-lg font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-xl font-semibold">{step.title}</h3>
                <p className="mt-1 text-muted">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
        <ProgressDemoCard />
      </div>
    </HomeSection>
  );
}
