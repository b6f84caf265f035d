import { isRouteErrorResponse } from "react-router";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { useRouteError } from "../lib/route-runtime";

/** One error boundary for the app: a missing page gets the not-found page, anything else a calm apology. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <section className="container-page py-20" role="alert">
      <h1 className="font-serif text-3xl font-semibold">Something went wrong.</h1>
      <p className="mt-4 text-muted">Please reload the page. If it keeps happening, contact support.</p>
    </section>
  );
}
