import { CircleAlert } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "../../lib/api/error-message";
import { useDocumentTitle } from "../../lib/use-document-title";
import { type PricingStrategy, useLazyPricingStrategiesQuery, useLazyPricingStrategyQuery } from "../subscriptions";

type FetchState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "done"; strategy: PricingStrategy };

const NO_STRATEGIES = "The server lists no pricing strategies.";

function StrategyTable({ strategy }: { strategy: PricingStrategy }) {
  const cell = "border border-line px-3 py-2 text-left align-top";
  return (
    <div className="space-y-6">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-ink">pricingStrategyId</dt>
        <dd className="font-mono break-all">{strategy.pricingStrategyId}</dd>
        <dt className="font-semibold text-ink">appId</dt>
        <dd className="font-mono">{strategy.appId}</dd>
        <dt className="font-semibold text-ink">strategyType</dt>
        <dd className="font-mono">{strategy.strategyType}</dd>
        <dt className="font-semibold text-ink">stripeLookup</dt>
        <dd className="font-mono break-all">{strategy.stripeLookup}</dd>
      </dl>
      <section
        className="overflow-x-auto"
        aria-label="Tiers"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard on phones
        tabIndex={0}
      >
        <table className="min-w-full border-collapse text-sm">
          <caption className="mb-2 text-left font-semibold text-ink">Tiers</caption>
          <thead className="bg-surface">
            <tr>
              <th scope="col" className={cell}>
                tier
              </th>
              <th scope="col" className={cell}>
                costPerUser
              </th>
              <th scope="col" className={cell}>
                features
              </th>
            </tr>
          </thead>
          <tbody>
            {strategy.tiers.map((tier) => (
              <tr key={tier.tier}>
                <th scope="row" className={cell}>
                  {tier.tier}
                </th>
                <td className={cell}>{tier.parameters.costPerUser}</td>
                <td className={`${cell} min-w-64`}>{tier.features.join("; ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <details>
        <summary className="cursor-pointer font-semibold text-primary">Raw JSON</summary>
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling block must be reachable by keyboard
          tabIndex={0}
          className="mt-3 overflow-x-auto rounded-lg bg-ink p-4 text-sm text-white"
        >
          {JSON.stringify(strategy, null, 2)}
        </pre>
      </details>
    </div>
  );
}

/** /dev_test — a testing page: one button fetches one pricing strategy from the GraphQL API and shows it. */
export function DevTestPage() {
  useDocumentTitle("Dev Test");
  const [state, setState] = useState<FetchState>({ status: "idle" });
  const [fetchPricingStrategies] = useLazyPricingStrategiesQuery();
  const [fetchPricingStrategy] = useLazyPricingStrategyQuery();

  /** The first pricing strategy the server lists, with its tiers. */
  const fetchFirstPricingStrategy = async (): Promise<FetchState> => {
    const list = await fetchPricingStrategies();
    if (list.error || !list.data) return { status: "error", message: errorMessage(list.error) };
    const first = list.data[0];
    if (!first) return { status: "error", message: NO_STRATEGIES };
    const detail = await fetchPricingStrategy(first.pricingStrategyId);
    if (detail.error || !detail.data) return { status: "error", message: errorMessage(detail.error) };
    return { status: "done", strategy: detail.data };
  };
  const isLoading = state.status === "loading";

  const run = async () => {
    setState({ status: "loading" });
    setState(await fetchFirstPricingStrategy());
  };

  return (
    <section className="container-page py-12 sm:py-16">
      <p className="eyebrow">For developers</p>
      <h1 className="mt-2 font-serif text-4xl font-semibold">Dev Test</h1>
      <p className="mt-3 max-w-prose text-muted">
        Fetches the first pricing strategy from the GraphQL API, with its tiers, to check that the API answers.
      </p>
      <button type="button" className="btn-primary mt-6" onClick={() => void run()} disabled={isLoading}>
        {isLoading ? "Fetching..." : "Fetch Pricing Strategy"}
      </button>
      <div className="mt-8" aria-live="polite">
        {isLoading ? <p className="text-muted">Loading...</p> : null}
        {state.status === "error" ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
          >
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span>{state.message}</span>
          </p>
        ) : null}
        {state.status === "done" ? (
          <div className="card p-5 sm:p-6">
            <h2 className="mb-4 font-serif text-2xl font-semibold">Pricing strategy</h2>
            <StrategyTable strategy={state.strategy} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
