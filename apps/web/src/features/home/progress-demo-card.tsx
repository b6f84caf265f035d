import { Circle, CircleCheck, LoaderCircle, Pause, Play } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { usePrefersReducedMotion } from "../../lib/use-prefers-reduced-motion";
import { PROGRESS_STEPS } from "./home-content";
import {
  getNextActiveIndex,
  getProgressStepState,
  PROGRESS_STEP_INTERVAL_MS,
  type TProgressStepState,
} from "./progress-demo";

function subscribeToVisibility(onChange: () => void): () => void {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

function useIsDocumentVisible(): boolean {
  return useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState === "visible",
    () => true,
  );
}

const stateStyles: Record<TProgressStepState, { row: string; icon: string; label: string }> = {
  pending: { row: "text-muted", icon: "text-slate-400", label: "pending" },
  processing: {
    row: "bg-primary/5 font-semibold text-ink ring-1 ring-primary/30",
    icon: "text-primary",
    label: "processing",
  },
  completed: { row: "text-ink", icon: "text-emerald-700", label: "completed" },
};

function StepIcon({ state }: { state: TProgressStepState }) {
  const className = `size-5 shrink-0 ${stateStyles[state].icon}`;
  if (state === "completed") return <CircleCheck aria-hidden="true" className={className} />;
  if (state === "processing") return <LoaderCircle aria-hidden="true" className={`${className} animate-spin`} />;
  return <Circle aria-hidden="true" className={className} />;
}

/**
 * The drafting demo: every 2 seconds the next step starts and the previous one completes, then it loops.
 * It holds still while the tab is hidden, and under reduced motion it shows the finished list until asked to play.
 */
export function ProgressDemoCard() {
  const prefersReducedMotion = usePrefersReducedMotion();
  const isDocumentVisible = useIsDocumentVisible();
  const [isPausedByVisitor, setIsPausedByVisitor] = useState<boolean | null>(null);
  const isPaused = isPausedByVisitor ?? prefersReducedMotion;
  const [activeIndex, setActiveIndex] = useState(() => (prefersReducedMotion ? PROGRESS_STEPS.length : 0));
  const isRunning = !isPaused && isDocumentVisible;

  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(
      () => setActiveIndex((index) => getNextActiveIndex(index, PROGRESS_STEPS.length)),
      PROGRESS_STEP_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [isRunning]);

  const completedCount = Math.min(activeIndex, PROGRESS_STEPS.length);

  return (
    <div className="card p-5 sm:p-8">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Drafting by email</p>
          <p className="mt-1 text-lg font-semibold text-ink">Motion to suppress evidence</p>
          <p className="text-sm text-muted">United States v. Doe · requested 9:02 AM</p>
        </div>
        <button
          type="button"
          onClick={() => setIsPausedByVisitor(!isPaused)}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-ink/20 text-ink transition-colors duration-300 hover:bg-surface"
          aria-label={isPaused ? "Play the drafting demo" : "Pause the drafting demo"}
        >
          {isPaused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
        </button>
      </div>
      <div className="mt-5 h-1.5 overflow-hidden rounded-full bg-line" aria-hidden="true">
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${(completedCount / PROGRESS_STEPS.length) * 100}%` }}
        />
      </div>
      <ol className="mt-5 space-y-1.5" aria-label="Drafting progress" data-progress-demo>
        {PROGRESS_STEPS.map((step, stepIndex) => {
          const state = getProgressStepState(stepIndex, activeIndex);
          return (
            <li
              key={step}
              data-state={state}
              className={`flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 transition-colors duration-300 ${stateStyles[state].row}`}
            >
              <StepIcon state={state} />
              <span>{step}</span>
              <span className="sr-only"> ({stateStyles[state].label})</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
