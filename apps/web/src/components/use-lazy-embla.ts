import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import type { AutoplayOptionsType } from "embla-carousel-autoplay";
import { useEffect, useState } from "react";

/** How far below the viewport a carousel starts loading its library, so it is ready when it scrolls in. */
const LOAD_MARGIN = "400px";

/**
 * Embla and its autoplay plugin, loaded only when the carousel comes near the viewport: the page's first paint and
 * first interaction never wait for them. Until then the slides are plain markup and the API is undefined.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  autoplayOptions: AutoplayOptionsType,
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are fixed for a carousel's lifetime
  useEffect(() => {
    if (!viewport) return;
    let embla: EmblaCarouselType | undefined;
    let isCancelled = false;
    const start = async () => {
      const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([
        import("embla-carousel"),
        import("embla-carousel-autoplay"),
      ]);
      if (isCancelled) return;
      embla = EmblaCarousel(viewport, options, [Autoplay(autoplayOptions)]);
      setApi(embla);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(viewport);
    return () => {
      isCancelled = true;
      observer.disconnect();
      embla?.destroy();
      setApi(undefined);
    };
  }, [viewport]);

  return [setViewport, api];
}
