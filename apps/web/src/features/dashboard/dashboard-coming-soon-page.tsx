import { paths } from "@paralex/shared/routes";
import { Clock } from "lucide-react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/use-document-title";

/** A dashboard page that is not built yet: its name, and a calm 'Coming soon'. */
function ComingSoon({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <>
      <header className="mb-6 sm:mb-8">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{title}</h1>
      </header>
      <section aria-labelledby="coming-soon-title" className="card p-6 sm:p-10">
        <Clock className="size-10 text-gold" aria-hidden="true" />
        <h2 id="coming-soon-title" className="mt-4 font-serif text-2xl font-semibold">
          Coming soon
        </h2>
        <p className="mt-3 max-w-prose text-muted">
          This part of your dashboard is not ready yet. Please check back soon.
        </p>
        <Link to={paths.dashboard} className="btn-secondary mt-6">
          Back to the dashboard
        </Link>
      </section>
    </>
  );
}

/** Any other /dashboard address. */
export function DashboardComingSoonPage() {
  return <ComingSoon title="Coming soon" />;
}
