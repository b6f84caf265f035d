import { Check, CircleCheck, Send, TriangleAlert } from "lucide-react";
import { MockButton, MockUpFrame, useMockUpNoteId } from "./mock-up-frame";

const POSTURE = [
  { label: "Complaint", status: "done" },
  { label: "Answer", status: "done" },
  { label: "Discovery", status: "current" },
  { label: "Summary judgment", status: "next" },
  { label: "Trial", status: "next" },
] as const;

const CITATIONS = [
  { cite: "Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2007)", isVerified: true },
  { cite: "Ashcroft v. Iqbal, 556 U.S. 662 (2009)", isVerified: true },
  { cite: "Hendricks v. Coastal Freight, 912 F.3d 411 (2d Cir. 2019)", isVerified: false },
] as const;

const statusText = { done: "completed", current: "current stage", next: "upcoming" } as const;

function CasePosture() {
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">Case posture</p>
      <ol className="mt-3 grid grid-cols-5 gap-1">
        {POSTURE.map((stage) => (
          <li key={stage.label} className="flex min-w-0 flex-col items-center gap-1.5 text-center">
            <span
              className={`flex size-7 items-center justify-center rounded-full text-xs font-bold ${
                stage.status === "done"
                  ? "bg-primary text-white"
                  : stage.status === "current"
                    ? "border-2 border-primary bg-white text-primary"
                    : "border border-slate-400 bg-white text-muted"
              }`}
              aria-hidden="true"
            >
              {stage.status === "done" ? <Check className="size-4" strokeWidth={3} /> : null}
              {stage.status === "current" ? <span className="size-2 rounded-full bg-primary" /> : null}
            </span>
            <span
              className={`text-[11px] leading-tight sm:text-xs ${stage.status === "current" ? "font-semibold text-ink" : "text-muted"}`}
            >
              {stage.label}
              <span className="sr-only"> ({statusText[stage.status]})</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function CitationCheck() {
  return (
    <div className="rounded-lg border border-line">
      <p className="border-b border-line px-3 py-2 text-sm font-semibold text-ink">
        Cite check: Opposition to Motion to Compel
      </p>
      <ul className="divide-y divide-line">
        {CITATIONS.map(({ cite, isVerified }) => (
          <li
            key={cite}
            className="flex flex-col gap-1 px-3 py-2.5 text-sm xs:flex-row xs:items-center xs:justify-between xs:gap-3"
          >
            <span className="min-w-0 italic">{cite}</span>
            {isVerified ? (
              <span className="inline-flex shrink-0 items-center gap-1 font-semibold text-emerald-800">
                <CircleCheck className="size-4" aria-hidden="true" />
                Verified
              </span>
            ) : (
              <span className="inline-flex shrink-0 items-center gap-1 font-semibold text-amber-800">
                <TriangleAlert className="size-4" aria-hidden="true" />
                Not found
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function CaseChat() {
  const noteId = useMockUpNoteId();
  return (
    <div className="rounded-lg bg-surface p-3">
      <p className="max-w-[90%] rounded-lg rounded-tl-none bg-white p-3 text-sm shadow-sm">
        Discovery closes on May 30. Two requests for production are still open, and one cite in your draft could not be
        found. I flagged it for you.
      </p>
      <div className="mt-3 flex gap-2">
        <label className="sr-only" htmlFor="litigation-chat-input">
          Ask about this case
        </label>
        <input
          id="litigation-chat-input"
          type="text"
          disabled
          aria-describedby={noteId}
          placeholder="Ask about this case"
          className="min-h-11 min-w-0 flex-1 cursor-not-allowed rounded-lg border border-slate-400 bg-white px-3 text-sm opacity-60"
        />
        <MockButton className="w-11 px-0">
          <Send className="size-4" aria-hidden="true" />
          <span className="sr-only">Send</span>
        </MockButton>
      </div>
    </div>
  );
}

/** The civil litigation workspace: posture, a cite check with one invented cite caught, and the case chat. */
export function LitigationMockUp() {
  return (
    <MockUpFrame title="Case workspace" address="litigation.paralex.ai/cases/rivera" testId="litigation-mock-up">
      <div className="space-y-5">
        <div>
          <p className="font-serif text-lg font-semibold text-ink">Rivera v. Northgate Logistics, Inc.</p>
          <p className="text-sm text-muted">No. 1:24-cv-03117 · S.D.N.Y.</p>
        </div>
        <CasePosture />
        <CitationCheck />
        <CaseChat />
      </div>
    </MockUpFrame>
  );
}
