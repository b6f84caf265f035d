import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { AppProviders } from "./app/app";
import { routes } from "./app/router";
import { store } from "./app/store";
import { connectApiClient } from "./features/auth/auth-session";

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

async function start() {
  connectApiClient(store);
  const container = document.getElementById("root");
  if (!container) throw new Error("missing #root element");
  const isPrerendered = container.hasChildNodes();
  if (isPrerendered) await loadMatchedRoutes();
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>
    </StrictMode>
  );
  if (isPrerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
