import { paths } from "@paralex/shared/routes";
import type { RouteObject } from "react-router";
import { PageLoader } from "../components/page-loader";
import { redirectSignedInLoader } from "../features/auth/auth-loaders";
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
    lazy: () => import("../features/demo-requests/book-a-demo-page").then((m) => ({ Component: m.BookADemoPage })),
  },
  { path: paths.blog, lazy: () => import("../features/blog/blog-page").then((m) => ({ Component: m.BlogPage })) },
  {
    path: "/blog-post/:postId",
    lazy: () => import("../features/blog/blog-post-page").then((m) => ({ Component: m.BlogPostPage })),
  },
  { path: paths.terms, lazy: () => import("../features/legal/terms-page").then((m) => ({ Component: m.TermsPage })) },
  {
    path: paths.privacy,
    lazy: () => import("../features/legal/privacy-page").then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    id: "login",
    path: paths.login,
    loader: redirectSignedInLoader,
    lazy: () => import("../features/auth/login-page").then((m) => ({ Component: m.LoginPage })),
  },
  {
    id: "signup",
    path: paths.signup,
    loader: redirectSignedInLoader,
    lazy: () => import("../features/auth/signup-page").then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: paths.forgotPassword,
    lazy: () => import("../features/auth/forgot-password-page").then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: "/password-reset/confirm-account/:uid/:token",
    lazy: () => import("../features/auth/reset-password-page").then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: "/register/confirm-account/:token",
    lazy: () => import("../features/auth/confirm-account-page").then((m) => ({ Component: m.ConfirmAccountPage })),
  },
  {
    path: "/invitation/:key",
    lazy: () =>
      import("../features/invitations/accept-invitation-page").then((m) => ({ Component: m.AcceptInvitationPage })),
  },
  {
    path: "/account/confirm-email/:key",
    lazy: () =>
      import("../features/account/confirm-email-change-page").then((m) => ({ Component: m.ConfirmEmailChangePage })),
  },
  {
    path: paths.logout,
    lazy: () => import("../features/auth/logout-page").then((m) => ({ Component: m.LogoutPage })),
  },
  {
    path: paths.devTest,
    lazy: () => import("../features/dev-test/dev-test-page").then((m) => ({ Component: m.DevTestPage })),
  },
  { path: "*", Component: NotFoundPage },
];

/** The signed-in area: its own layout and chunks, never imported by a marketing page. */
const dashboardRoutes: RouteObject[] = [
  {
    lazy: () => import("../features/dashboard/dashboard-layout").then((m) => ({ Component: m.DashboardLayout })),
    children: [
      {
        index: true,
        lazy: () =>
          import("../features/dashboard/dashboard-home-page").then((m) => ({ Component: m.DashboardHomePage })),
      },
      {
        path: "subscriptions",
        lazy: () =>
          import("../features/subscriptions/subscriptions-page").then((m) => ({ Component: m.SubscriptionsPage })),
      },
      {
        path: "organization",
        lazy: () =>
          import("../features/organizations/manage-organization-page").then((m) => ({
            Component: m.ManageOrganizationPage,
          })),
      },
      {
        path: "organization/audit-log",
        lazy: () => import("../features/audit/audit-log-page").then((m) => ({ Component: m.AuditLogPage })),
      },
      {
        path: "organization/case-law-sources",
        lazy: () =>
          import("../features/case-law-sources/case-law-sources-page").then((m) => ({
            Component: m.CaseLawSourcesPage,
          })),
      },
      {
        path: "account",
        lazy: () =>
          import("../features/account/account-options-page").then((m) => ({ Component: m.AccountOptionsPage })),
      },
      {
        path: "cite-check/:checkId?",
        lazy: () => import("../features/cite-checks/cite-check-page").then((m) => ({ Component: m.CiteCheckPage })),
      },
      {
        path: "billing",
        lazy: () => import("../features/billing/billing-page").then((m) => ({ Component: m.BillingPage })),
      },
      {
        path: "inbox",
        lazy: () => import("../features/inbox/inbox-page").then((m) => ({ Component: m.InboxPage })),
      },
      {
        path: "cases",
        lazy: () => import("../features/cases/cases-page").then((m) => ({ Component: m.CasesPage })),
      },
      {
        path: "cases/new",
        lazy: () => import("../features/cases/new-case-page").then((m) => ({ Component: m.NewCasePage })),
      },
      {
        path: "cases/:caseId",
        lazy: () => import("../features/cases/case-page").then((m) => ({ Component: m.CasePage })),
      },
      {
        path: "*",
        lazy: () =>
          import("../features/not-found/dashboard-not-found-page").then((m) => ({
            Component: m.DashboardNotFoundPage,
          })),
      },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    Component: MarketingLayout,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: marketingRoutes,
  },
  {
    path: paths.dashboard,
    lazy: () => import("../features/auth/require-auth").then((m) => ({ Component: m.RequireAuth })),
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: dashboardRoutes,
  },
];
