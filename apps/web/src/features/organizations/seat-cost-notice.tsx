import { ReceiptText } from "lucide-react";
import { type Change, seatChangeAmounts, seatCountChange, seatNoticeText } from "./organization-text";
import type { SeatChangePreviewState } from "./use-seat-change-preview";

/** The arrow is for the eye; a screen reader says 'to' instead of 'right arrow'. */
function ChangeText({ change }: { change: Change }) {
  return (
    <>
      {change.from} <span aria-hidden="true">→</span>
      <span className="sr-only">to</span> {change.to}
    </>
  );
}

/**
 * What a membership change does to each affected subscription's monthly amount, as the server would bill it;
 * or that the bill does not change. Announced politely as it updates.
 */
export function SeatCostNotice({ state, intro }: { state: SeatChangePreviewState; intro: string }) {
  if (state.status === "idle") return null;
  return (
    <section
      aria-label={seatNoticeText.heading}
      aria-live="polite"
      aria-busy={state.status === "loading"}
      className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sky-950"
      data-testid="seat-cost-notice"
    >
      <ReceiptText className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 text-sm">
        {state.status === "loading" ? <p>{seatNoticeText.checking}</p> : null}
        {state.status === "error" ? <p>{seatNoticeText.failed}</p> : null}
        {state.status === "ready" && state.lines.length === 0 ? <p>{seatNoticeText.unchanged}</p> : null}
        {state.status === "ready" && state.lines.length > 0 ? (
          <>
            <p>{intro}</p>
            <ul className="mt-2 space-y-1">
              {state.lines.map((line) => {
                const amounts = seatChangeAmounts(line);
                return (
                  <li key={line.subsId}>
                    <span className="font-semibold">
                      {amounts.label} <ChangeText change={amounts} />
                    </span>{" "}
                    <span className="whitespace-nowrap">
                      (<ChangeText change={seatCountChange(line)} />)
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
