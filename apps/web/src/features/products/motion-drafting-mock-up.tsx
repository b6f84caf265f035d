import { listMotionTypes } from "@paralex/shared/motion-catalogue";
import { ArrowRight, CircleCheck, Sparkles } from "lucide-react";
import { useId } from "react";
import { MockButton, MockUpFrame, useMockUpNoteId } from "./mock-up-frame";

export const MOTION_PURPOSE_PLACEHOLDER = "Describe motion's purpose";

const selectedMotion = listMotionTypes().find((motion) => motion.value === "suppress_evidence");

function PurposeField() {
  const id = useId();
  const noteId = useMockUpNoteId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        Motion purpose
      </label>
      <textarea
        id={id}
        disabled
        rows={4}
        aria-describedby={noteId}
        placeholder={MOTION_PURPOSE_PLACEHOLDER}
        className="block w-full cursor-not-allowed resize-none rounded-lg border border-slate-400 bg-white p-3 text-sm opacity-60"
      />
    </div>
  );
}

function ResponseRecommendation() {
  return (
    <div className="rounded-lg border border-gold/40 bg-amber-50/60 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Sparkles className="size-4 text-amber-800" aria-hidden="true" />
        Response recommended
      </p>
      <p className="mt-2 text-sm text-body">
        The government filed a <span className="font-medium">Motion in Limine to Admit Prior Convictions</span>.
      </p>
      <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-ink">
        <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
        Opposition to Government's Motion in Limine
      </p>
    </div>
  );
}

/** Drafting a motion: the chosen type, the disabled purpose box, and a recommended response to the government. */
export function MotionDraftingMockUp() {
  return (
    <MockUpFrame title="Draft a motion" address="defense.paralex.ai/cases/hale/draft" testId="motion-drafting-mock-up">
      <div className="space-y-5">
        <div>
          <p className="font-serif text-lg font-semibold text-ink">United States v. Hale</p>
          <p className="text-sm text-muted">No. 2:24-cr-00418 · E.D. Pa.</p>
        </div>
        <dl className="rounded-lg bg-surface px-3 py-2.5 text-sm">
          <dt className="text-muted">Motion type</dt>
          <dd className="font-semibold text-ink">{selectedMotion?.label}</dd>
        </dl>
        <PurposeField />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800">
            <CircleCheck className="size-4" aria-hidden="true" />
            Citations checked before every draft
          </p>
          <MockButton>Generate Draft</MockButton>
        </div>
        <ResponseRecommendation />
      </div>
    </MockUpFrame>
  );
}
