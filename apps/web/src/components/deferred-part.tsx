import { type ComponentType, lazy, Suspense, useEffect } from "react";
import { onScreenOrActs } from "../lib/visitor-acts";

/** Everything `deferredPart` made, so the prerender can load them all before it renders a page. */
const preloaders: (() => Promise<unknown>)[] = [];

/** Loads every deferred part's code: the prerender renders them in full, as the page shows them. */
export function preloadDeferredParts(): Promise<unknown> {
  return Promise.all(preloaders.map((preload) => preload()));
}

let pendingParts = 0;
function countPending(change: number) {
  pendingParts += change;
  if (pendingParts > 0) document.documentElement.dataset.pendingParts = String(pendingParts);
  else delete document.documentElement.dataset.pendingParts;
}

/** Waits for the next task (a message, not a timer: a test's paused clock does not hold it back). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * A part of a prerendered page whose code is not among the modules the page loads before it is interactive
 * (decisions 068, 082). On a prerendered page, React leaves the part's server markup in place (it is already readable
 * and its links work) and hydrates the rest of the page; the part's code is fetched once the page around it has
 * hydrated and the part is on screen or the visitor acts (lib/visitor-acts.ts), and React then hydrates the part in a
 * task of its own. Rendered afresh (client-side navigation), the part loads at once. `anchor` is a selector of the
 * part's markup, by which it knows it was prerendered.
 * While a part waits, `<html>` carries `data-pending-parts` (how many), for tests that wait until all is hydrated.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  anchor: string,
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const part: Part<P> = {
    loaded: null,
    preload: () => {
      loading ??= load().then((component) => {
        part.loaded = component;
        return component;
      });
      return loading;
    },
    release: () => {},
    Lazy: lazy(async () => {
      const prerendered = document.querySelector(anchor);
      if (!prerendered) return { default: await part.preload() };
      countPending(1);
      await pageHydrated;
      await nextTask();
      await onScreenOrActs(prerendered);
      const Loaded = await part.preload();
      let isCounted = true;
      const onHydrated = () => {
        if (isCounted) countPending(-1);
        isCounted = false;
      };
      return { default: (props: P) => <HydratedPart component={Loaded} props={props} onHydrated={onHydrated} /> };
    }),
  };
  const pageHydrated = new Promise<void>((resolve) => {
    part.release = resolve;
  });
  preloaders.push(part.preload);
  const render = (props: P) => <DeferredPartView part={part} props={props} />;
  render.displayName = `DeferredPart(${anchor})`;
  return render;
}

interface Part<P> {
  loaded: ComponentType<P> | null;
  preload(): Promise<ComponentType<P>>;
  release(): void;
  Lazy: ComponentType<P>;
}

function HydratedPart<P extends object>(input: { component: ComponentType<P>; props: P; onHydrated(): void }) {
  const { component: Loaded, props, onHydrated } = input;
  useEffect(onHydrated, [onHydrated]);
  return <Loaded {...props} />;
}

function DeferredPartView<P extends object>({ part, props }: { part: Part<P>; props: P }) {
  // The page around the part has committed (hydrated, when prerendered): its code may load now.
  const { release } = part;
  useEffect(release, [release]);
  // The prerender loaded every part first (preloadDeferredParts) and renders it in full.
  const Loaded = typeof document === "undefined" ? part.loaded : null;
  const { Lazy } = part;
  return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
}
