import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { Provider } from "react-redux";
import { store } from "../lib/session/store";
import { visitorActs } from "../lib/visitor-acts";

/**
 * The toast container and its library load once the page has mounted and, on a prerendered page, its visitor has
 * acted (lib/visitor-acts.ts): no toast shows before then, and react-toastify keeps any raised earlier until its
 * container mounts. A plain import in an effect, not a Suspense boundary, so a fallback never holds back a commit
 * (React throttles commits after one).
 */
function DeferredToasts() {
  const [Toasts, setToasts] = useState<ComponentType | null>(null);
  useEffect(() => {
    let isMounted = true;
    void visitorActs
      .then(() => import("../components/app-toasts"))
      .then(({ AppToasts }) => {
        if (isMounted) setToasts(() => AppToasts);
      });
    return () => {
      isMounted = false;
    };
  }, []);
  return Toasts ? <Toasts /> : null;
}

/** What every page sits in, in the browser and when pages are prerendered at build time. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      {children}
      <DeferredToasts />
    </Provider>
  );
}
