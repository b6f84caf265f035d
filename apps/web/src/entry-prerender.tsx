import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { AppProviders } from "./app/app";
import { routes } from "./app/router";
import { preloadDeferredParts } from "./components/deferred-part";
import { AppRoutes, loadMatchedRoutes } from "./lib/route-runtime";
import { takeServerTitle } from "./lib/use-document-title";

/** Renders one page to HTML at build time; the browser hydrates it (main.tsx renders the same tree). */
export async function prerenderPage(pathname: string): Promise<{ html: string; title: string | null }> {
  await loadMatchedRoutes(routes, pathname);
  await preloadDeferredParts();
  const html = renderToString(
    <AppProviders>
      <StaticRouter location={pathname}>
        <AppRoutes routes={routes} />
      </StaticRouter>
    </AppProviders>,
  );
  return { html, title: takeServerTitle() };
}
