/** The words of the page for an address that leads nowhere, on the public site and inside the dashboard. */
export const notFoundText = {
  title: "Page not found",
  eyebrow: "Error 404",
  heading: "We couldn't find that page.",
  publicBody:
    "The link may be old, or the address may have a typo. Everything we offer is a click away from the home page.",
  dashboardBody: "The link may be old, or the address may have a typo. Your dashboard's pages are in the menu.",
  toHome: "Go to the home page",
  toBlog: "Read the blog",
  toDashboard: "Back to the dashboard",
} as const;
