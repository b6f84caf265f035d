import { paths } from "@paralex/shared/routes";
import type { RouteObject } from "react-router";
import { PageLoader } from "../components/page-loader";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { MarketingLayout } from "./layouts/marketing/marketing-layout";
import { RouteError } from "./route-error";

/** Each page is its own chunk, so a visitor downloads only the page in front of them. */
const marketingRoutes: RouteObject[] = [
  { index: true, lazy: () => import("../features/home/home-page").then((m) => ({ Component: m.HomePage })) },
  {
    path: paths.products,
    lazy: () => import("../features/products/products-page").then((m) => ({ Component: m.ProductsPage })),
  },
  {
    path: paths.pricingCards,
    lazy: () => import("../features/pricing/pricing-cards-page").then((m) => ({ Component: m.PricingCardsPage })),
  },
  {
    path: paths.privateAttorney,
    lazy: () => import("../features/pricing/plan-pages").then((m) => ({ Component: m.PrivateAttorneyPage })),
  },
  {
    path: paths.smallFirm,
    lazy: () => import("../features/pricing/plan-pages").then((m) => ({ Component: m.SmallFirmPage })),
  },
  {
    path: paths.bigFirm,
    lazy: () => import("../features/pricing/plan-pages").then((m) => ({ Component: m.BigFirmPage })),
  },
  {
    path: paths.contact,
    lazy: () => import("../features/pricing/contact-page").then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: paths.bookADemo,
    lazy: () => import("../features/book-a-demo/book-a-demo-page").then((m) => ({ Component: m.BookADemoPage })),
  },
  { path: paths.blog, lazy: () => import("../features/blog/blog-page").then((m) => ({ Component: m.BlogPage })) },
  {
    path: "/blog-post/:postId",
    lazy: () => import("../features/blog/blog-post-page").then((m) => ({ Component: m.BlogPostPage })),
  },
  { path: "*", Component: NotFoundPage },
];

export const routes: RouteObject[] = [
  {
    Component: MarketingLayout,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: marketingRoutes,
  },
];

