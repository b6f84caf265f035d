import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while hydrating prerendered HTML (rendered at build time with the default public config, signed out and
 * without a query string), true afterwards and in every render that is not a hydration. What depends on the browser
 * or the served config waits for it.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
