import { useDocumentTitle } from "../../lib/use-document-title";

/** /dashboard — the practice-area picker; the cards arrive with the full dashboard. */
export function DashboardHomePage() {
  useDocumentTitle("Dashboard");
  return (
    <section className="card p-6 sm:p-10">
      <h1 className="font-serif text-3xl font-semibold">Select Practice Area</h1>
      <p className="mt-3 max-w-prose text-muted">
        Your practice-area products will appear here: federal criminal, civil litigation, bankruptcy and start-ups, with
        more on the way. We are putting the finishing touches on this page.
      </p>
    </section>
  );
}
