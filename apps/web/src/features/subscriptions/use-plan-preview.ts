import type { TPlanPreview } from "@paralex/shared/subscriptions";
import { useEffect, useState } from "react";
import type { Subscription } from "../../lib/graphql-client";
import { fetchPlanChangePreview } from "./plan-preview-api";

export type PlanPreviewState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; preview: TPlanPreview }
  | { status: "error"; message: string };

/** The server's prices for switching the subscription, asked again whenever its plan or amount changes. */
export function usePlanPreview(subscription: Subscription | null): PlanPreviewState {
  const [state, setState] = useState<PlanPreviewState>({ status: "idle" });
  const requestKey =
    subscription?.status === "active"
      ? [subscription.subsId, subscription.pricingTier, subscription.AmountCharged].join("|")
      : null;

  useEffect(() => {
    const subsId = requestKey?.split("|")[0];
    if (!subsId) {
      setState({ status: "idle" });
      return;
    }
    let isCurrent = true;
    setState({ status: "loading" });
    void fetchPlanChangePreview(subsId).then((result) => {
      if (!isCurrent) return;
      setState(
        result.success ? { status: "ready", preview: result.data } : { status: "error", message: result.message },
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [requestKey]);

  return state;
}
