import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppProviders } from "./app/app";
import { routes } from "./app/router";
import { apiClient } from "./lib/api-client";
import { AppBrowserRouter, AppRoutes, loaderRedirect, loadMatchedRoutes } from "./lib/route-runtime";
import { store } from "./lib/session/store";
import { startDeferredWork, visitorActs, waitForTheVisitor } from "./lib/visitor-acts";

/**
 * Gives the API client the session (tokens, renewal, sign-out in every tab). A page rendered here connects it first;
 * a prerendered page while it hydrates when someone is signed in (their tokens are renewed), and otherwise when the
 * visitor acts or its first call needs it, whichever comes first (decisions 068, 082).
 */
let connecting: Promise<void> | null = null;
function connectSession(): Promise<void> {
  connecting ??= import("./features/auth/auth-session").then(({ connectApiClient }) => void connectApiClient(store));
  return connecting;
}

async function start() {
  const container = document.getElementById("root");
  if (!container) throw new Error("missing #root element");
  // A prerendered page hydrates once its lazy route modules are in, so hydration renders what the build rendered.
  // When one of its loaders redirects (a signed-in visitor on /login), the page is rendered afresh and follows it.
  let isHydrating = container.hasChildNodes();
  if (isHydrating) {
    await loadMatchedRoutes(routes, window.location);
    if (loaderRedirect(routes, window.location.href)) {
      container.replaceChildren();
      isHydrating = false;
    }
  }
  const app = (
    <StrictMode>
      <AppProviders>
        <AppBrowserRouter routes={routes}>
          <AppRoutes routes={routes} />
        </AppBrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (isHydrating) {
    waitForTheVisitor();
    startTransition(() => void hydrateRoot(container, app));
    if (store.getState().auth.isAuthenticated) await connectSession();
    else {
      // A page can sign its visitor in before they act (the return from Google): its first call connects.
      apiClient.connectOnFirstUse(connectSession);
      await visitorActs.then(connectSession);
    }
  } else {
    startDeferredWork();
    await connectSession();
    createRoot(container).render(app);
  }
}

void start();
