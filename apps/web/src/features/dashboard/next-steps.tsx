import { dashboardHomeText as text } from "@paralex/shared/dashboard-home-text";
import { paths } from "@paralex/shared/routes";
import { ArrowRight, Check, Circle, Mail } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";

export interface NextStepsProgress {
  subscribed: boolean;
  invited: boolean;
  checkedADraft: boolean;
}

const steps = [
  { key: "subscribed", ...text.steps.subscribe, to: paths.dashboardSubscriptions },
  { key: "invited", ...text.steps.invite, to: paths.dashboardOrganization },
  { key: "checkedADraft", ...text.steps.citeCheck, to: paths.dashboardCiteCheck },
] as const;

const actionClass =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:text-primary-dark hover:underline";

/** An Admin's next steps, each ticked off once done; the card is gone when every step is. */
export function NextSteps({ progress }: { progress: NextStepsProgress }) {
  const titleId = useId();
  const done = steps.filter((step) => progress[step.key]).length;
  if (done === steps.length) return null;
  return (
    <section aria-labelledby={titleId} className="card mb-6 p-5 sm:mb-8 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="font-serif text-2xl font-semibold">
          {text.nextStepsTitle}
        </h2>
        <p className="text-sm font-semibold text-muted">{text.stepsDone(done, steps.length)}</p>
      </div>
      <p className="mt-1 max-w-prose text-muted">{text.nextStepsIntro}</p>
      <ol className="mt-5 grid gap-3 md:grid-cols-2">
        {steps.map((step) => {
          const isDone = progress[step.key];
          return (
            <li key={step.key} className="flex gap-3 rounded-lg border border-line p-4">
              {isDone ? (
                <Check
                  className="mt-0.5 size-6 shrink-0 rounded-full bg-emerald-700 p-1 text-white"
                  aria-hidden="true"
                />
              ) : (
                <Circle className="mt-0.5 size-6 shrink-0 text-muted" aria-hidden="true" />
              )}
              <div className="min-w-0">
                <h3 className={`font-semibold ${isDone ? "text-muted line-through" : "text-ink"}`}>
                  {step.title}
                  <span className="sr-only">: {isDone ? text.done : text.toDo}</span>
                </h3>
                {isDone ? null : (
                  <>
                    <p className="mt-1 text-body">{step.body}</p>
                    <Link to={step.to} className={actionClass}>
                      {step.action}
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </Link>
                  </>
                )}
              </div>
            </li>
          );
        })}
        <li className="flex gap-3 rounded-lg border border-dashed border-line p-4">
          <Mail className="mt-0.5 size-6 shrink-0 text-gold" aria-hidden="true" />
          <div className="min-w-0">
            <h3 className="font-semibold text-ink">{text.steps.agentAddress.title}</h3>
            <p className="mt-1 text-body">{text.steps.agentAddress.body}</p>
            <Link to={paths.dashboardInbox} className={actionClass}>
              {text.steps.agentAddress.action}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </li>
      </ol>
    </section>
  );
}
