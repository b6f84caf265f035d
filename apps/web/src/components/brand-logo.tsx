import { brandMark } from "@paralex/shared/brand-mark";
import { publicConfig } from "../lib/public-config";

/** The wordmark: a drawn mark beside the configured brand name. */
export function BrandLogo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const text = tone === "dark" ? "text-ink" : "text-white";
  const colours = brandMark.tones[tone];
  return (
    <span className={`inline-flex items-center gap-2 font-serif text-2xl font-semibold ${text}`}>
      <svg
        width={brandMark.size}
        height={brandMark.size}
        viewBox={`0 0 ${brandMark.size} ${brandMark.size}`}
        aria-hidden="true"
        focusable="false"
      >
        <rect width={brandMark.size} height={brandMark.size} rx={brandMark.radius} fill={colours.square} />
        <path
          d={brandMark.path}
          fill="none"
          stroke={colours.letter}
          strokeWidth={brandMark.strokeWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {publicConfig.brandName}
    </span>
  );
}
