import { Suspense } from "react";
import { Outlet } from "react-router";
import { deferredPart } from "../../../components/deferred-part";
import { PageLoader } from "../../../components/page-loader";
import { ScrollRestoration } from "../../../lib/route-runtime";
import { SiteHeader } from "./site-header";

/** The footer is below the fold on every page: it hydrates after the page (decision 068). */
const SiteFooter = deferredPart(() => import("./site-footer").then((m) => m.SiteFooter), '[data-testid="site-footer"]');

export function MarketingLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex-1" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
