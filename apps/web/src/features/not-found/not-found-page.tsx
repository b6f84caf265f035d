import { notFoundText } from "@paralex/shared/not-found-text";
import { paths } from "@paralex/shared/routes";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/use-document-title";

export function NotFoundPage() {
  useDocumentTitle(notFoundText.title);
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-6 py-20">
      <p className="eyebrow">{notFoundText.eyebrow}</p>
      <h1 className="font-serif text-4xl font-semibold md:text-5xl">{notFoundText.heading}</h1>
      <p className="max-w-xl text-lg text-muted">{notFoundText.publicBody}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.home} className="btn-primary">
          {notFoundText.toHome}
        </Link>
        <Link to={paths.blog} className="btn-secondary">
          {notFoundText.toBlog}
        </Link>
      </div>
    </section>
  );
}
