export type TProgressStepState = "pending" | "processing" | "completed";

export const PROGRESS_STEP_INTERVAL_MS = 2000;

/** A step before the active one is completed, the active one is processing, the rest are pending. */
export function getProgressStepState(stepIndex: number, activeIndex: number): TProgressStepState {
  if (stepIndex < activeIndex) return "completed";
  return stepIndex === activeIndex ? "processing" : "pending";
}

/**
 * The active index after one tick. An index equal to the step count means every step is completed;
 * the tick after that starts again at the first step.
 */
export function getNextActiveIndex(activeIndex: number, stepCount: number): number {
  return activeIndex >= stepCount ? 0 : activeIndex + 1;
}
