import { CITE_CHECK_APP_IDS } from "@paralex/shared/cite-check";
import { dashboardHomeText } from "@paralex/shared/dashboard-home-text";
import { products, type TProduct } from "@paralex/shared/products";
import { paths } from "@paralex/shared/routes";
import { subscriptionMessages } from "@paralex/shared/subscriptions";
import { skipToken } from "@reduxjs/toolkit/query/react";
import { ArrowRight, CircleAlert, ExternalLink, ScanSearch } from "lucide-react";
import { Link } from "react-router";
import { DisabledLink } from "../../components/disabled-link";
import { ProductIcon } from "../../components/product-icon";
import { type Loadable, loadableOf } from "../../lib/api/loadable";
import { useAppSelector } from "../../lib/session/store";
import { useDocumentTitle } from "../../lib/use-document-title";
import { AgentAddressCard, InboxCardLink } from "../inbox";
import { useCanManageOrganization } from "../organizations";
import {
  liveSubscriptionFor,
  noSubscriptionPath,
  type Subscription,
  useSubscriptionsByUserQuery,
} from "../subscriptions";
import { useRecentCiteChecksQuery, useTeamSizeQuery } from "./dashboard-home-api";
import { NextSteps } from "./next-steps";
import { RecentWork } from "./recent-work";

export const SELECT_PRACTICE_AREA = "Select Practice Area";
export const SELECT_THIS_PRACTICE_AREA = "Select this practice area";

type SubscriptionsState = Loadable<Subscription[]>;

function useUserSubscriptions() {
  const userId = useAppSelector((state) => state.auth.user?.userId ?? null);
  const query = useSubscriptionsByUserQuery(userId ?? skipToken);
  const state: SubscriptionsState = userId
    ? loadableOf(query)
    : { status: "error", message: subscriptionMessages.userIdRequired };
  return { state, reload: () => void (userId && query.refetch()) };
}

const linkClass =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:text-primary-dark hover:underline";

function PracticeAreaAction({ product, state }: { product: TProduct; state: SubscriptionsState }) {
  if (product.comingSoon || !product.link) {
    return (
      <DisabledLink className="inline-flex min-h-11 items-center font-semibold text-body">
        {SELECT_THIS_PRACTICE_AREA}
      </DisabledLink>
    );
  }
  if (state.status === "loading") {
    return (
      <DisabledLink
        reason="Checking your subscription"
        className="inline-flex min-h-11 items-center font-semibold text-body"
      >
        {SELECT_THIS_PRACTICE_AREA}
      </DisabledLink>
    );
  }
  const isSubscribed = state.status === "ready" && Boolean(liveSubscriptionFor(state.data, product.appId));
  if (isSubscribed) {
    return (
      <a href={product.link} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {SELECT_THIS_PRACTICE_AREA}
        <ExternalLink className="size-4" aria-hidden="true" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  // Without a known subscription (none, or the check failed) the subscriptions page explains and offers a plan.
  const to = state.status === "ready" ? noSubscriptionPath(product) : paths.dashboardSubscriptions;
  return (
    <Link to={to} className={linkClass}>
      {SELECT_THIS_PRACTICE_AREA}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

const isCiteCheckArea = (product: TProduct) => (CITE_CHECK_APP_IDS as readonly number[]).includes(product.appId);

function PracticeAreaCard({ product, state }: { product: TProduct; state: SubscriptionsState }) {
  const titleId = `practice-area-${product.appId}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`card flex h-full flex-col overflow-hidden ${product.comingSoon ? "bg-white/70" : ""}`}
    >
      <div
        className={`h-1.5 ${product.comingSoon ? "opacity-40" : ""}`}
        style={{ backgroundColor: product.accentColor }}
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <span
            className={`inline-flex size-12 items-center justify-center rounded-xl text-white ${product.comingSoon ? "opacity-60" : ""}`}
            style={{ backgroundColor: product.accentColor }}
          >
            <ProductIcon name={product.icon} className="size-6" />
          </span>
          {product.comingSoon ? (
            <span className="rounded-full bg-surface px-3 py-1 text-sm font-semibold text-muted">Coming soon</span>
          ) : null}
        </div>
        <h2 id={titleId} className={`mt-4 font-serif text-xl font-semibold ${product.comingSoon ? "text-muted" : ""}`}>
          {product.title}
        </h2>
        <div className="mt-auto pt-4">
          <PracticeAreaAction product={product} state={state} />
          {isCiteCheckArea(product) ? (
            <>
              <Link to={`${paths.dashboardCiteCheck}?area=${product.appId}`} className={linkClass}>
                Check a draft's citations
                <ScanSearch className="size-4" aria-hidden="true" />
              </Link>
              <InboxCardLink className={linkClass} />
            </>
          ) : null}
        </div>
      </div>
    </article>
  );
}

const coversAny = (state: SubscriptionsState, appIds: readonly number[]) =>
  state.status === "ready" && appIds.some((appId) => Boolean(liveSubscriptionFor(state.data, appId)));
const ALL_APP_IDS = products.map((product) => product.appId);

/**
 * What to do next for an Admin (until it is done) and the user's recent work, both once known, so nothing moves
 * in after the page has painted; a check that fails hides them rather than claiming a step is undone.
 */
function HomeOverview({ subscriptions }: { subscriptions: SubscriptionsState }) {
  const management = useCanManageOrganization();
  const isAdmin = management.status === "ready" && management.canManage;
  // The cite check answers only those a subscription covers; nobody else has checks to list.
  const mayCheck = coversAny(subscriptions, CITE_CHECK_APP_IDS);
  const checks = useRecentCiteChecksQuery(undefined, { skip: !mayCheck });
  const team = useTeamSizeQuery(undefined, { skip: !isAdmin });
  const isKnown = (query: { isSuccess: boolean; isError: boolean }) => query.isSuccess || query.isError;
  if (management.status === "loading") return null;
  if ((mayCheck && !isKnown(checks)) || (isAdmin && !isKnown(team))) return null;
  const myChecks = (mayCheck && checks.data) || [];
  return (
    <>
      {isAdmin && team.data ? (
        <NextSteps
          progress={{
            subscribed: coversAny(subscriptions, ALL_APP_IDS),
            invited: team.data.members > 1 || team.data.invitations > 0,
            checkedADraft: myChecks.length > 0,
          }}
        />
      ) : null}
      {myChecks.length > 0 ? <RecentWork checks={myChecks} /> : null}
    </>
  );
}

/** /dashboard — next steps and recent work, then the seven practice-area cards the spec lists. */
export function DashboardHomePage() {
  useDocumentTitle("Dashboard");
  const { state, reload } = useUserSubscriptions();
  return (
    <>
      <header className="mb-6 sm:mb-8">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{SELECT_PRACTICE_AREA}</h1>
        <p className="mt-2 max-w-prose text-muted">
          Choose the practice area you want to work in. Areas you subscribe to open in a new tab.
        </p>
        <p className="mt-2">
          <Link to={paths.dashboardCiteCheck} className={linkClass}>
            {dashboardHomeText.citeCheckShortcut}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </p>
      </header>
      {state.status === "ready" ? <HomeOverview subscriptions={state} /> : null}
      <AgentAddressCard />
      {state.status === "error" ? (
        <div
          role="alert"
          className="card mb-6 flex flex-col items-start gap-3 border-l-4 border-red-700 p-5 sm:flex-row sm:items-center"
        >
          <CircleAlert className="size-6 shrink-0 text-red-700" aria-hidden="true" />
          <p className="flex-1">
            <span className="font-semibold text-ink">We could not check your subscriptions.</span> {state.message}
          </p>
          <button type="button" className="btn-secondary" onClick={reload}>
            Try again
          </button>
        </div>
      ) : null}
      <ul
        className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
        aria-label="Practice areas"
        aria-busy={state.status === "loading"}
      >
        {products.map((product) => (
          <li key={product.appId}>
            <PracticeAreaCard product={product} state={state} />
          </li>
        ))}
      </ul>
    </>
  );
}
