import { CITE_CHECK_APP_IDS } from "@paralex/shared/cite-check";
import { citeCheckText } from "@paralex/shared/cite-check-text";
import { findProduct } from "@paralex/shared/products";
import { paths } from "@paralex/shared/routes";
import { ArrowLeft } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { PageLoader } from "../../components/page-loader";
import type { ServerError } from "../../lib/api/base-query";
import { useDocumentTitle } from "../../lib/use-document-title";
import { noSubscriptionPath } from "../subscriptions";
import { CheckList } from "./check-list";
import { checkPath, isRunning } from "./check-paths";
import { CheckView } from "./check-view";
import { useCiteChecksQuery } from "./cite-checks-api";
import { LookupUsageLine } from "./lookup-usage-line";
import { NewCheckForm } from "./new-check-form";

const LIST_POLL_MS = 3000;

/** A 403 from the API: the user holds neither product; the subscriptions page says so. */
function useNoSubscriptionRedirect() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return useCallback(() => {
    const area = Number(search.get("area"));
    const appId = (CITE_CHECK_APP_IDS as readonly number[]).includes(area) ? area : CITE_CHECK_APP_IDS[0];
    navigate(noSubscriptionPath({ title: findProduct(appId)?.title ?? "Federal Criminal" }), { replace: true });
  }, [navigate, search]);
}

/** /dashboard/cite-check/: a new check (a drop zone or pasted text) and the author's checks. */
function CheckListPage({ onForbidden }: { onForbidden: () => void }) {
  useDocumentTitle(citeCheckText.pageTitle);
  const navigate = useNavigate();
  const [isListRunning, setIsListRunning] = useState(false);
  const list = useCiteChecksQuery(undefined, {
    pollingInterval: isListRunning ? LIST_POLL_MS : 0,
    refetchOnMountOrArgChange: true,
  });
  const checks = list.data ?? null;
  const isForbidden = list.isError && (list.error as ServerError | undefined)?.status === 403;
  useEffect(() => {
    if (isForbidden) onForbidden();
  }, [isForbidden, onForbidden]);
  useEffect(() => setIsListRunning(Boolean(checks?.some(isRunning))), [checks]);

  if (list.isError && !isForbidden) {
    return (
      <p role="alert" className="card p-5 font-semibold text-red-800">
        {citeCheckText.loadFailed}
      </p>
    );
  }
  if (!checks) return <PageLoader />;
  return (
    <>
      <header className="mb-6 sm:mb-8">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{citeCheckText.pageTitle}</h1>
        <p className="mt-2 max-w-prose text-muted">{citeCheckText.intro}</p>
        <LookupUsageLine />
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <NewCheckForm onStarted={(id) => navigate(checkPath(id))} onForbidden={onForbidden} />
        <section aria-labelledby="cite-check-list-title" className="min-w-0">
          <h2 id="cite-check-list-title" className="mb-3 font-serif text-xl font-semibold">
            {citeCheckText.listTitle}
          </h2>
          <CheckList checks={checks} />
        </section>
      </div>
    </>
  );
}

/** /dashboard/cite-check/ and /dashboard/cite-check/{id}/: the checks, and each report on a page of its own. */
export function CiteCheckPage() {
  const { checkId } = useParams();
  const navigate = useNavigate();
  const redirect = useNoSubscriptionRedirect();
  if (!checkId) return <CheckListPage onForbidden={redirect} />;
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-4">
        <Link
          to={paths.dashboardCiteCheck}
          className="inline-flex items-center gap-1.5 font-semibold text-primary underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {citeCheckText.allChecks}
        </Link>
      </nav>
      <CheckView
        key={checkId}
        id={checkId}
        onForbidden={redirect}
        onDeleted={() => navigate(paths.dashboardCiteCheck)}
      />
    </>
  );
}
