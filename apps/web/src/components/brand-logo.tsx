import { publicConfig } from "../lib/public-config";

/** The wordmark: a drawn mark beside the configured brand name. */
export function BrandLogo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const text = tone === "dark" ? "text-ink" : "text-white";
  return (
    <span className={`inline-flex items-center gap-2 font-serif text-2xl font-semibold ${text}`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill={tone === "dark" ? "#0B1F3A" : "#FFFFFF"} />
        <path
          d="M10 24V8h7.5a5.5 5.5 0 0 1 0 11H14"
          fill="none"
          stroke={tone === "dark" ? "#E0B85C" : "#0B1F3A"}
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {publicConfig.brandName}
    </span>
  );
}
