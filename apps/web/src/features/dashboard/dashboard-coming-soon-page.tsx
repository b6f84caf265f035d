import { paths } from "@paralex/shared/routes";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/use-document-title";

/** Every other /dashboard page until it is built. */
export function DashboardComingSoonPage() {
  useDocumentTitle("Coming soon");
  return (
    <section className="card p-6 sm:p-10">
      <h1 className="font-serif text-3xl font-semibold">Coming soon</h1>
      <p className="mt-3 max-w-prose text-muted">
        This part of your dashboard is not ready yet. Please check back soon.
      </p>
      <Link to={paths.dashboard} className="btn-secondary mt-6">
        Back to the dashboard
      </Link>
    </section>
  );
}
