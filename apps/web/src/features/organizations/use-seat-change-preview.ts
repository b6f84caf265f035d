import { skipToken } from "@reduxjs/toolkit/query/react";
import { useEffect, useState } from "react";
import { errorMessage } from "../../lib/api/error-message";
import { type SeatChangeLine, useSeatChangePreviewQuery } from "./organizations-api";

export type SeatChangePreviewState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; lines: SeatChangeLine[] }
  | { status: "error"; message: string };

const SETTLE_MS = 250;

/**
 * The server's answer to what a membership change would bill, asked again (after a short pause) whenever the
 * products change, and when a membership change elsewhere makes it stale. Nothing is asked while `isEnabled` is false.
 */
export function useSeatChangePreview(
  membershipId: string | null,
  products: readonly number[],
  isEnabled: boolean,
): SeatChangePreviewState {
  const productsKey = [...products].sort((a, b) => a - b).join(",");
  const key = `${membershipId ?? ""}:${productsKey}`;
  const [settledKey, setSettledKey] = useState<string | null>(null);

  useEffect(() => {
    setSettledKey(null);
    if (!isEnabled) return;
    const timer = setTimeout(() => setSettledKey(key), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key, isEnabled]);

  const isSettled = isEnabled && settledKey === key;
  const query = useSeatChangePreviewQuery(
    isSettled ? { membershipId, products: productsKey === "" ? [] : productsKey.split(",").map(Number) } : skipToken,
  );
  if (!isEnabled) return { status: "idle" };
  if (!isSettled) return { status: "loading" };
  if (query.isError) return { status: "error", message: errorMessage(query.error) };
  if (!query.currentData) return { status: "loading" };
  return { status: "ready", lines: query.currentData };
}
