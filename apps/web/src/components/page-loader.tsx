import { useEffect, useState } from "react";

const LOADER_MESSAGES = ["Loading...", "Please wait..."] as const;
export const LOADER_ROTATION_MS = 2000;

/** The spec's loader: 'Loading...' and 'Please wait...' in turn every 2 s. */
export function PageLoader() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => (current + 1) % LOADER_MESSAGES.length), LOADER_ROTATION_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4" role="status" aria-live="polite">
      <span className="size-10 animate-spin rounded-full border-4 border-line border-t-primary" aria-hidden="true" />
      <p className="text-muted">{LOADER_MESSAGES[index]}</p>
    </div>
  );
}
