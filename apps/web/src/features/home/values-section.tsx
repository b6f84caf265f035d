import { companyValues } from "./home-content";
import { HomeSection } from "./home-section";

export function ValuesSection() {
  return (
    <HomeSection id="values" eyebrow="Our values" title="What we stand for">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {companyValues.map((value, index) => {
          const Icon = value.icon;
          const placement = index === 3 ? "lg:col-start-2" : "";
          return (
            <li key={value.title} className={`card flex flex-col p-6 lg:col-span-2 ${placement}`}>
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-ink text-gold-light">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{value.title}</h3>
              <p className="mt-2 text-muted">{value.description}</p>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
