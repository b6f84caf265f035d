import type { TSeatChangeLine } from "@paralex/shared/organization-views";
import { useEffect, useState } from "react";
import { fetchSeatChangePreview } from "./organization-api";

export type SeatChangePreviewState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; lines: TSeatChangeLine[] }
  | { status: "error"; message: string };

const SETTLE_MS = 250;

/**
 * The server's answer to what a membership change would bill, asked again (after a short pause) whenever the
 * products change; an older answer that arrives late is dropped. Nothing is asked while `isEnabled` is false.
 */
export function useSeatChangePreview(
  membershipId: string | null,
  products: readonly number[],
  isEnabled: boolean,
): SeatChangePreviewState {
  const [state, setState] = useState<SeatChangePreviewState>({ status: "idle" });
  const key = [...products].sort((a, b) => a - b).join(",");

  useEffect(() => {
    if (!isEnabled) {
      setState({ status: "idle" });
      return;
    }
    let isCurrent = true;
    setState({ status: "loading" });
    const wanted = key === "" ? [] : key.split(",").map(Number);
    const timer = setTimeout(async () => {
      const result = await fetchSeatChangePreview(membershipId, wanted);
      if (!isCurrent) return;
      setState(result.success ? { status: "ready", lines: result.data } : { status: "error", message: result.message });
    }, SETTLE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [membershipId, key, isEnabled]);

  return state;
}
