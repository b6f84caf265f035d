import { Quote } from "lucide-react";
import { Carousel } from "../../components/carousel";
import { testimonials } from "./home-content";
import { HomeSection } from "./home-section";

export function TestimonialsSection() {
  return (
    <HomeSection id="testimonials" eyebrow="Testimonials" title="What attorneys tell us" tone="dark">
      <Carousel
        label="Testimonials"
        slidesPerView={1}
        tone="dark"
        controlsAlign="center"
        autoplayDelay={7000}
        slides={testimonials.map((testimonial) => ({
          key: testimonial.author,
          content: (
            <figure className="mx-auto max-w-3xl px-1 text-center">
              <Quote aria-hidden="true" className="mx-auto size-10 text-gold-light" />
              <blockquote className="mt-6 font-serif text-2xl leading-snug text-white sm:text-3xl">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="mt-8 flex items-center justify-center gap-4 text-left">
                <img
                  src={testimonial.image}
                  width={64}
                  height={64}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-16 rounded-full bg-ink-soft"
                />
                <span>
                  <span className="block font-semibold text-white">{testimonial.author}</span>
                  <span className="block text-white/80">{testimonial.company}</span>
                </span>
              </figcaption>
            </figure>
          ),
        }))}
      />
    </HomeSection>
  );
}
