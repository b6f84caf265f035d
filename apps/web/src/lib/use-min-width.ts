import { designBreakpoints } from "@paralex/shared/design-tokens";
import { useSyncExternalStore } from "react";

/** Whether the viewport is at least as wide as the named Tailwind breakpoint; follows resizes live. */
export function useMinWidth(breakpoint: keyof typeof designBreakpoints): boolean {
  const query = `(min-width: ${designBreakpoints[breakpoint]}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}
