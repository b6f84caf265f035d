import { customerVoices } from "./home-content";
import { HomeSection } from "./home-section";

export function VoicesSection() {
  return (
    <HomeSection id="voices" eyebrow="Voices of success" title="Small wins that add up to better representation">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {customerVoices.map((voice) => (
          <li key={voice.author}>
            <figure className="flex h-full flex-col rounded-[12px] border border-line bg-white p-6">
              <blockquote className="flex-1 font-serif text-xl leading-snug text-ink">
                <p>“{voice.quote}”</p>
              </blockquote>
              <figcaption className="mt-5 border-t border-line pt-4 text-sm font-medium text-muted">
                {voice.author}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
