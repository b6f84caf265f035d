/**
 * What a prerendered page leaves until its visitor acts (decision 082): the code of its parts still out of view, the
 * toast library, and, for a signed-out visitor, the session's connection to the API client. A pointer, key, touch,
 * wheel, scroll or focus counts as acting; a page rendered in the browser starts all of it at once.
 */
const ACTS = ["pointerdown", "pointermove", "keydown", "touchstart", "wheel", "scroll", "focusin"] as const;

let release: () => void = () => {};
export const visitorActs = new Promise<void>((resolve) => {
  release = resolve;
});

/** On a prerendered page: the deferred work starts at the visitor's first act. */
export function waitForTheVisitor(): void {
  const onAct = () => {
    for (const name of ACTS) window.removeEventListener(name, onAct, true);
    release();
  };
  for (const name of ACTS) window.addEventListener(name, onAct, { capture: true, passive: true });
}

/** On a page rendered in the browser: nothing waits. */
export function startDeferredWork(): void {
  release();
}

/** Resolves once `element` is on screen or the visitor acts, whichever comes first; stops watching then. */
export async function onScreenOrActs(element: Element): Promise<void> {
  if (typeof IntersectionObserver === "undefined") return;
  let observer: IntersectionObserver | undefined;
  const onScreen = new Promise<void>((resolve) => {
    observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) resolve();
    });
    observer.observe(element);
  });
  await Promise.race([onScreen, visitorActs]);
  observer?.disconnect();
}
