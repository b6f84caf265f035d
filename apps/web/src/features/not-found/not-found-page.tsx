import { paths } from "@paralex/shared/routes";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/use-document-title";

export function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-6 py-20">
      <p className="eyebrow">Error 404</p>
      <h1 className="font-serif text-4xl font-semibold md:text-5xl">We couldn't find that page.</h1>
      <p className="max-w-xl text-lg text-muted">
        The link may be old, or the address may have a typo. Everything we offer is a click away from the home page.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.home} className="btn-primary">
          Go to the home page
        </Link>
        <Link to={paths.blog} className="btn-secondary">
          Read the blog
        </Link>
      </div>
    </section>
  );
}
