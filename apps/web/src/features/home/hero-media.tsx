import { Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { publicConfig } from "../../lib/public-config";
import { useIsHydrated } from "../../lib/use-is-hydrated";

const ILLUSTRATION_ALT =
  "A motion to suppress evidence drafted by the associate, with each of its three citations checked and marked verified";

/**
 * Our product, drawn. With INTRO_VIDEO_URL configured it doubles as the video's poster: a play button appears once
 * the page is live (prerendered HTML is built without the video) and only a click inserts the player.
 */
export function HeroMedia() {
  const videoUrl = useIsHydrated() ? publicConfig.introVideoUrl : null;
  const [isRequested, setIsRequested] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (isRequested) frameRef.current?.focus();
  }, [isRequested]);

  return (
    <div className="relative aspect-video overflow-hidden rounded-[12px] bg-ink-soft shadow-card ring-1 ring-white/15">
      {videoUrl && isRequested ? (
        <iframe
          ref={frameRef}
          src={videoUrl}
          title={`Introduction to ${publicConfig.brandName}`}
          width="100%"
          height="100%"
          className="absolute inset-0 size-full border-0"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          data-intro-video
        />
      ) : (
        <>
          <img
            src="/images/home/draft-with-verified-citations.svg"
            width={640}
            height={360}
            alt={ILLUSTRATION_ALT}
            decoding="async"
            fetchPriority="high"
            className="absolute inset-0 size-full object-cover"
            data-hero-illustration
          />
          {videoUrl ? (
            <button
              type="button"
              onClick={() => setIsRequested(true)}
              className="group absolute inset-0 flex size-full cursor-pointer items-end justify-start p-4 text-left sm:p-6"
            >
              <span className="relative inline-flex min-h-11 items-center gap-3 rounded-full bg-white py-1.5 pr-4 pl-1.5 text-sm font-semibold sm:py-2 sm:pr-5 sm:pl-2 sm:text-base text-ink shadow-card transition-colors duration-300 group-hover:bg-gold-light">
                <span className="inline-flex size-9 items-center justify-center rounded-full bg-ink text-white">
                  <Play aria-hidden="true" className="size-4 translate-x-px fill-current" />
                </span>
                Play the introduction video
              </span>
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
