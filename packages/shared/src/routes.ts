/** Every page path of the product, in one typed map. */
export const paths = {
  home: "/",
  products: "/products",
  pricingCards: "/pricing-cards",
  privateAttorney: "/private-attorney",
  smallFirm: "/small-firm",
  bigFirm: "/big-firm",
  contact: "/contact",
  bookADemo: "/book-a-demo",
  blog: "/blog",
  blogPost: (n: number | string) => `/blog-post/${n}`,
  terms: "/terms",
  privacy: "/privacy",
  login: "/login",
  signup: "/signup",
  forgotPassword: "/forgot-password",
  passwordResetConfirm: (uid: string, token: string) => `/password-reset/confirm-account/${uid}/${token}`,
  registerConfirm: (token: string) => `/register/confirm-account/${token}`,
  logout: "/logout",
  devTest: "/dev_test",
  dashboard: "/dashboard",
  dashboardSubscriptions: "/dashboard/subscriptions/",
  dashboardOrganization: "/dashboard/organization/",
  dashboardAccount: "/dashboard/account/",
  dashboardAuditLog: "/dashboard/organization/audit-log/",
  dashboardCiteCheck: "/dashboard/cite-check/",
  dashboardInbox: "/dashboard/inbox/",
  dashboardCases: "/dashboard/cases/",
  dashboardCase: (id: string) => `/dashboard/cases/${encodeURIComponent(id)}/`,
  dashboardNewCase: "/dashboard/cases/new/",
  dashboardBilling: "/dashboard/billing/",
  dashboardCaseLawSources: "/dashboard/organization/case-law-sources/",
  acceptInvitation: (key: string) => `/invitation/${key}`,
  confirmEmailChange: (key: string) => `/account/confirm-email/${key}`,
} as const;

export const BLOG_POST_COUNT = 6;

/** Every blog post's page, in order. */
export const blogPostPaths: readonly string[] = Array.from({ length: BLOG_POST_COUNT }, (_, index) =>
  paths.blogPost(index + 1),
);

/**
 * The public pages, rendered to HTML at build time: each is prerendered, audited by Lighthouse (`npm run bench:web`,
 * where the first blog post stands for the others) and checked in the browser. Add a public page here.
 */
export const prerenderedPages: readonly string[] = [
  paths.home,
  paths.products,
  paths.pricingCards,
  paths.privateAttorney,
  paths.smallFirm,
  paths.bigFirm,
  paths.contact,
  paths.bookADemo,
  paths.blog,
  ...blogPostPaths,
  paths.terms,
  paths.privacy,
  paths.login,
  paths.signup,
  paths.forgotPassword,
];

const staticPages = new Set<string>([...prerenderedPages, paths.logout, paths.devTest]);

const dynamicPages: RegExp[] = [
  new RegExp(`^/blog-post/[1-${BLOG_POST_COUNT}]$`),
  /^\/password-reset\/confirm-account\/[^/]+\/[^/]+$/,
  /^\/register\/confirm-account\/[^/]+$/,
  /^\/invitation\/[^/]+$/,
  /^\/account\/confirm-email\/[^/]+$/,
  /^\/dashboard(\/.*)?$/,
  /^\/dev\/mailbox(\/.*)?$/,
];

/** Whether a path names a page of the app, so the server can answer 404 for the rest. */
export function isKnownPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return staticPages.has(path) || dynamicPages.some((pattern) => pattern.test(path));
}
