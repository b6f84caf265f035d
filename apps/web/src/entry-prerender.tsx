import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "./app/app";
import { routes } from "./app/router";
import { takeServerTitle } from "./lib/use-document-title";

/** Renders one page to HTML at build time; the browser hydrates it. */
export async function prerenderPage(pathname: string): Promise<{ html: string; title: string | null; status: number }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`unexpected redirect while prerendering ${pathname}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return { html, title: takeServerTitle(), status: context.statusCode };
}
