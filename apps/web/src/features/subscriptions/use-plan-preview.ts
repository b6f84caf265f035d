import { skipToken } from "@reduxjs/toolkit/query/react";
import { errorMessage } from "../../lib/api/error-message";
import { type PlanPreview, type Subscription, usePlanChangePreviewQuery } from "./subscriptions-api";

export type PlanPreviewState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; preview: PlanPreview }
  | { status: "error"; message: string };

/** The server's prices for switching an active subscription, asked again when a plan switch or cancel changes it. */
export function usePlanPreview(subscription: Subscription | null): PlanPreviewState {
  const subsId = subscription?.status === "active" ? subscription.subsId : null;
  const query = usePlanChangePreviewQuery(subsId ?? skipToken);
  if (!subsId) return { status: "idle" };
  if (query.isError) return { status: "error", message: errorMessage(query.error) };
  if (!query.currentData) return { status: "loading" };
  return { status: "ready", preview: query.currentData };
}
