import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { type FocusEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { usePrefersReducedMotion } from "../lib/use-prefers-reduced-motion";
import { useLazyEmbla } from "./use-lazy-embla";

/** The share of a slide's width, from its left edge, where a click goes back; clicks past it go forward. */
export const SLIDE_CLICK_SPLIT = 0.8;

/** Which way a click at `offsetX` pixels from a slide's left edge moves the carousel. */
export function getSlideClickDirection(offsetX: number, slideWidth: number): "previous" | "next" {
  return offsetX < slideWidth * SLIDE_CLICK_SPLIT ? "previous" : "next";
}

const INTERACTIVE_SELECTOR = "a, button, input, select, textarea, label, summary, iframe, [role='button'], [tabindex]";

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** The accessible name of the carousel region. */
  label: string;
  slides: CarouselSlide[];
  /** 'responsive' shows 3 slides from 1024 px, 2 from 768 px and 1 below; 1 always shows a single slide. */
  slidesPerView?: "responsive" | 1;
  /** Time each position stays before autoplay moves on, in milliseconds. */
  autoplayDelay?: number;
  id?: string;
  className?: string;
  tone?: "light" | "dark";
  controlsAlign?: "end" | "center";
}

const slideWidthClasses = {
  responsive: "basis-full md:basis-1/2 lg:basis-1/3",
  1: "basis-full",
} as const;

// Embla's duration is a physics setting, not milliseconds; 30 lands close to the spec's 500 ms.
const SCROLL_DURATION = 30;

/**
 * A looping, autoplaying carousel. Autoplay pauses while the pointer is over it, stops for good once keyboard
 * focus enters it or the visitor presses pause, and never starts by itself under reduced motion.
 */
export function Carousel({
  label,
  slides,
  slidesPerView = "responsive",
  autoplayDelay = 5000,
  id,
  className = "",
  tone = "light",
  controlsAlign = "end",
}: CarouselProps) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const [viewportRef, emblaApi] = useLazyEmbla(
    { loop: true, duration: SCROLL_DURATION, align: "start" },
    { delay: autoplayDelay, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false },
  );
  const autoplay = emblaApi?.plugins().autoplay;
  // A control pressed before the library has loaded moves the carousel as soon as it has.
  const pendingScroll = useRef<"previous" | "next" | null>(null);
  const [selectedIndex, setSelectedIndex] = useState(0);
  // null until the visitor chooses; until then rotation follows the reduced-motion preference.
  const [isPausedByVisitor, setIsPausedByVisitor] = useState<boolean | null>(null);
  const [isHovered, setIsHovered] = useState(false);
  const isRotationOn = isPausedByVisitor === null ? !prefersReducedMotion : !isPausedByVisitor;
  const shouldPlay = isRotationOn && !isHovered;
  const shouldPlayRef = useRef(shouldPlay);
  const slidesId = useId();

  const syncAutoplay = useCallback(() => {
    // The plugin stays idle when every slide fits in view (a single snap), so there is nothing to rotate.
    if (!emblaApi || !autoplay || emblaApi.scrollSnapList().length <= 1) return;
    if (shouldPlayRef.current) autoplay.play();
    else autoplay.stop();
  }, [emblaApi, autoplay]);

  useEffect(() => {
    shouldPlayRef.current = shouldPlay;
    syncAutoplay();
  }, [shouldPlay, syncAutoplay]);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelectedIndex(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on("select", onSelect).on("reInit", onSelect).on("reInit", syncAutoplay).on("pointerUp", syncAutoplay);
    return () => {
      emblaApi
        .off("select", onSelect)
        .off("reInit", onSelect)
        .off("reInit", syncAutoplay)
        .off("pointerUp", syncAutoplay);
    };
  }, [emblaApi, syncAutoplay]);

  const scroll = useCallback(
    (direction: "previous" | "next") => {
      if (!emblaApi) {
        pendingScroll.current = direction;
        return;
      }
      if (direction === "previous") emblaApi.scrollPrev(prefersReducedMotion);
      else emblaApi.scrollNext(prefersReducedMotion);
      autoplay?.reset();
    },
    [emblaApi, prefersReducedMotion, autoplay],
  );

  useEffect(() => {
    const direction = pendingScroll.current;
    if (!emblaApi || !direction) return;
    pendingScroll.current = null;
    scroll(direction);
  }, [emblaApi, scroll]);

  // Embla swallows the click that ends a drag before it reaches the viewport, so only real clicks land here.
  useEffect(() => {
    const viewport = emblaApi?.rootNode();
    if (!viewport) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const slide = target?.closest<HTMLElement>("[data-carousel-slide]");
      if (!target || !slide) return;
      const control = target.closest(INTERACTIVE_SELECTOR);
      if (control && slide.contains(control)) return;
      const bounds = slide.getBoundingClientRect();
      scroll(getSlideClickDirection(event.clientX - bounds.left, bounds.width));
    };
    viewport.addEventListener("click", onClick);
    return () => viewport.removeEventListener("click", onClick);
  }, [emblaApi, scroll]);

  const onFocusCapture = (event: FocusEvent<HTMLElement>) => {
    const isEnteringFromOutside = !(
      event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)
    );
    if (isEnteringFromOutside && event.target.matches(":focus-visible")) setIsPausedByVisitor(true);
  };

  const isDark = tone === "dark";
  const controlClass = `inline-flex size-11 items-center justify-center rounded-full border transition-colors duration-300 ${
    isDark ? "border-white/30 text-white hover:bg-white/10" : "border-ink/20 bg-white text-ink hover:bg-surface"
  }`;

  return (
    <section
      id={id}
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocusCapture={onFocusCapture}
      data-carousel
    >
      {/* relative: the slides' visually hidden text is positioned, and must be clipped here, not widen the page */}
      <div ref={viewportRef} className="relative overflow-hidden">
        <div id={slidesId} className="-ml-6 flex touch-pan-y pt-1 pb-4" aria-live={isRotationOn ? "off" : "polite"}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group of related content, as in the WAI-ARIA carousel pattern
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className={`min-w-0 shrink-0 grow-0 pl-6 ${slideWidthClasses[slidesPerView]}`}
              data-carousel-slide
              data-selected={index === selectedIndex ? "true" : undefined}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className={`mt-2 flex items-center gap-3 ${controlsAlign === "center" ? "justify-center" : "justify-end"}`}>
        <button
          type="button"
          className={controlClass}
          onClick={() => setIsPausedByVisitor(isRotationOn)}
          aria-label={isRotationOn ? "Pause automatic slide show" : "Start automatic slide show"}
        >
          {isRotationOn ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
        </button>
        <button
          type="button"
          className={controlClass}
          onClick={() => scroll("previous")}
          aria-controls={slidesId}
          aria-label="Previous slide"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={controlClass}
          onClick={() => scroll("next")}
          aria-controls={slidesId}
          aria-label="Next slide"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
