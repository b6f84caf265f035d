import { ShieldCheck } from "lucide-react";
import { Accordion } from "../../components/accordion";
import { homeSectionIds, securityOverview, securityTopics } from "./home-content";
import { HomeSection } from "./home-section";

export function SecuritySection() {
  return (
    <HomeSection
      id={homeSectionIds.dataSecurity}
      eyebrow="Data and application security"
      title="Built to keep privileged work private"
      intro={securityOverview.description}
    >
      <div className="grid gap-12 lg:grid-cols-2">
        <div className="rounded-[12px] bg-ink p-6 text-white sm:p-8 on-dark">
          <h3 className="text-xl font-semibold text-white">{securityOverview.title}</h3>
          <ul className="mt-6 space-y-4" data-security-features>
            {securityOverview.keyFeatures.map((feature) => (
              <li key={feature} className="flex items-start gap-3">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-light" />
                <span className="text-white/90">{feature}</span>
              </li>
            ))}
          </ul>
        </div>
        <Accordion
          items={securityTopics.map((topic) => ({
            id: topic.id,
            title: topic.title,
            content: <p>{topic.description}</p>,
          }))}
          className="border-t border-line"
        />
      </div>
    </HomeSection>
  );
}
