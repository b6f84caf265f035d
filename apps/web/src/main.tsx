import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, type HydrationState, matchRoutes, RouterProvider } from "react-router";
import { AppProviders } from "./app/app";
import { routes } from "./app/router";
import { connectApiClient } from "./features/auth/auth-session";
import { store } from "./lib/session/store";

/** Loads the lazy route modules of the current page first, so hydration renders what the server rendered. */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Runs the current page's loaders (synchronous checks such as "a signed-in visitor does not see /login") before
 * hydrating, so the router starts with their answers instead of rendering its fallback over the prerendered page.
 * Null when one of them redirects: the page is then rendered afresh and the router follows the redirect.
 */
async function prerenderedLoaderData(): Promise<HydrationState | null> {
  const loaderData: Record<string, unknown> = {};
  const request = new Request(window.location.href);
  const url = new URL(window.location.href);
  for (const { route, params } of matchRoutes(routes, window.location) ?? []) {
    if (typeof route.loader !== "function") continue;
    if (!route.id) throw new Error(`route ${route.path} has a loader and is prerendered: give it an id`);
    try {
      loaderData[route.id] = await route.loader({
        request,
        url,
        params,
        pattern: route.path ?? "",
        context: undefined,
      });
    } catch (thrown) {
      if (thrown instanceof Response) return null;
      throw thrown;
    }
  }
  return { loaderData };
}

async function start() {
  connectApiClient(store);
  const container = document.getElementById("root");
  if (!container) throw new Error("missing #root element");
  let hydrationData: HydrationState | null = null;
  if (container.hasChildNodes()) {
    await loadMatchedRoutes();
    hydrationData = await prerenderedLoaderData();
    if (!hydrationData) container.replaceChildren();
  }
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrationData) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
