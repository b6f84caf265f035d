import { Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { publicConfig } from "../../lib/public-config";

/** The introduction video costs nothing until asked for: a drawn poster first, the player only on click. */
export function IntroVideo() {
  const [isRequested, setIsRequested] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (isRequested) frameRef.current?.focus();
  }, [isRequested]);

  return (
    <div className="relative aspect-video overflow-hidden rounded-[12px] bg-ink-soft shadow-card ring-1 ring-white/15">
      {isRequested ? (
        <iframe
          ref={frameRef}
          src={publicConfig.introVideoUrl}
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
        <button
          type="button"
          onClick={() => setIsRequested(true)}
          className="group absolute inset-0 flex size-full cursor-pointer items-end justify-start p-4 text-left sm:p-6"
        >
          <img
            src="/images/home/video-poster.svg"
            width={640}
            height={360}
            alt=""
            decoding="async"
            fetchPriority="high"
            className="absolute inset-0 size-full object-cover"
          />
          <span className="relative inline-flex min-h-11 items-center gap-3 rounded-full bg-white py-1.5 pr-4 pl-1.5 text-sm font-semibold sm:py-2 sm:pr-5 sm:pl-2 sm:text-base text-ink shadow-card transition-colors duration-300 group-hover:bg-gold-light">
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-ink text-white">
              <Play aria-hidden="true" className="size-4 translate-x-px fill-current" />
            </span>
            Play the introduction video
          </span>
        </button>
      )}
    </div>
  );
}
