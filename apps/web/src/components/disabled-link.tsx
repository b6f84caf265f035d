import type { ReactNode } from "react";

/** A link we show but cannot follow yet: a disabled control, greyed, announced as unavailable. */
export function DisabledLink({
  children,
  className = "",
  reason = "Coming soon",
}: {
  children: ReactNode;
  className?: string;
  reason?: string;
}) {
  return (
    <button type="button" disabled title={reason} className={`cursor-not-allowed text-left opacity-70 ${className}`}>
      {children}
      <span className="sr-only"> ({reason.toLowerCase()})</span>
    </button>
  );
}
