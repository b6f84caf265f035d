import { notFoundText } from "@paralex/shared/not-found-text";
import { paths } from "@paralex/shared/routes";
import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/use-document-title";

/** Any /dashboard address that leads nowhere: said inside the dashboard, with its menu still at hand. */
export function DashboardNotFoundPage() {
  useDocumentTitle(notFoundText.title);
  return (
    <section aria-labelledby="not-found-title" className="card p-6 sm:p-10">
      <SearchX className="size-10 text-gold" aria-hidden="true" />
      <p className="eyebrow mt-4">{notFoundText.eyebrow}</p>
      <h1 id="not-found-title" className="mt-2 font-serif text-3xl font-semibold sm:text-4xl">
        {notFoundText.heading}
      </h1>
      <p className="mt-3 max-w-prose text-muted">{notFoundText.dashboardBody}</p>
      <Link to={paths.dashboard} className="btn-primary mt-6">
        {notFoundText.toDashboard}
      </Link>
    </section>
  );
}
