import { Check, CircleCheck, Clock } from "lucide-react";
import { useId, useState } from "react";
import { MockButton, MockUpFrame } from "./mock-up-frame";

export const SAFE_STEPS = ["Company", "Investor", "Terms", "Cap Table", "Sign"] as const;
export const FIRST_SAFE_STEP = 1;

/** Ownership bars are literal classes: the CSP forbids style attributes. */
const CAP_TABLE = [
  { holder: "Founders", share: "78.0%", barClass: "w-[78%] bg-ink" },
  { holder: "Seed investors", share: "10.0%", barClass: "w-[10%] bg-primary" },
  { holder: "Option pool", share: "9.5%", barClass: "w-[9.5%] bg-gold" },
  { holder: "This SAFE (at cap)", share: "2.5%", barClass: "w-[2.5%] bg-emerald-700" },
] as const;

/** How far the line between the steps is filled, as literal classes (the CSP forbids style attributes). */
const PROGRESS_CLASSES = ["w-0", "w-1/4", "w-2/4", "w-3/4", "w-full"] as const;

function Fields({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {rows.map(([term, detail]) => (
        <div key={term} className="rounded-lg border border-line px-3 py-2.5">
          <dt className="text-xs text-muted">{term}</dt>
          <dd className="mt-0.5 font-medium text-ink">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

function CapTable() {
  return (
    <div>
      <div className="flex h-3 overflow-hidden rounded-full bg-surface" aria-hidden="true">
        {CAP_TABLE.map((row) => (
          <span key={row.holder} className={`h-3 ${row.barClass}`} />
        ))}
      </div>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Fully diluted ownership after this SAFE converts at the cap</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-2 font-medium">
              Holder
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Ownership
            </th>
          </tr>
        </thead>
        <tbody>
          {CAP_TABLE.map((row) => (
            <tr key={row.holder} className="border-b border-line last:border-0">
              <th scope="row" className="flex items-center gap-2 py-2 font-normal">
                <span className={`size-2.5 shrink-0 rounded-full ${row.barClass.split(" ")[1]}`} aria-hidden="true" />
                {row.holder}
              </th>
              <td className="py-2 text-right font-medium text-ink">{row.share}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Signatures() {
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-line rounded-lg border border-line text-sm">
        <li className="flex items-center justify-between gap-3 px-3 py-2.5">
          <span>Priya Shah, CEO, for the company</span>
          <span className="inline-flex shrink-0 items-center gap-1 font-semibold text-emerald-800">
            <CircleCheck className="size-4" aria-hidden="true" />
            Signed
          </span>
        </li>
        <li className="flex items-center justify-between gap-3 px-3 py-2.5">
          <span>Northwind Ventures Fund II, L.P.</span>
          <span className="inline-flex shrink-0 items-center gap-1 font-semibold text-amber-800">
            <Clock className="size-4" aria-hidden="true" />
            Awaiting
          </span>
        </li>
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-muted">
          <span className="flex -space-x-2" aria-hidden="true">
            {["PS", "MD", "JL"].map((initials) => (
              <span
                key={initials}
                className="inline-flex size-8 items-center justify-center rounded-full border-2 border-white bg-ink text-xs font-semibold text-white"
              >
                {initials}
              </span>
            ))}
          </span>
          Shared with 3 teammates
        </p>
        <MockButton variant="secondary">Send reminder</MockButton>
      </div>
    </div>
  );
}

function StepContent({ step }: { step: number }) {
  switch (step) {
    case 1:
      return (
        <Fields
          rows={[
            ["Company", "Brightline Robotics, Inc."],
            ["State of incorporation", "Delaware"],
            ["Signatory", "Priya Shah, CEO"],
            ["Company email", "legal@brightline.example"],
          ]}
        />
      );
    case 2:
      return (
        <Fields
          rows={[
            ["Investor", "Northwind Ventures Fund II, L.P."],
            ["Purchase amount", "$250,000"],
            ["Investor type", "Entity, accredited"],
            ["Notice email", "deals@northwind.example"],
          ]}
        />
      );
    case 3:
      return (
        <Fields
          rows={[
            ["Valuation cap", "$10,000,000 post-money"],
            ["Discount rate", "20%"],
            ["Pro rata side letter", "Included"],
            ["Most favoured nation", "Not included"],
          ]}
        />
      );
    case 4:
      return <CapTable />;
    default:
      return <Signatures />;
  }
}

/** A SAFE in five steps: the steps are real buttons (try them); the term buttons are for show. */
export function SafeMockUp() {
  const [activeStep, setActiveStep] = useState<number>(FIRST_SAFE_STEP);
  const id = useId();
  const activeLabel = SAFE_STEPS[activeStep - 1];
  return (
    <MockUpFrame
      title="SAFE agreement"
      address="startups.paralex.ai/safe/brightline"
      note="Choose a step to look around. Other controls are disabled."
      isPartlyInteractive
      testId="safe-mock-up"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="basis-full text-sm font-medium text-muted xs:basis-auto">SAFE terms</span>
        <MockButton variant="secondary" className="min-h-9 rounded-full px-3">
          Discount Rate
        </MockButton>
        <MockButton variant="secondary" className="min-h-9 rounded-full px-3">
          Valuation Cap
        </MockButton>
      </div>

      <div className="relative mt-5">
        <div className="absolute top-[23px] right-[10%] left-[10%] h-0.5 bg-line" aria-hidden="true">
          <div className={`h-0.5 bg-primary transition-[width] duration-300 ${PROGRESS_CLASSES[activeStep - 1]}`} />
        </div>
        <ol aria-label="SAFE steps" className="grid grid-cols-5 gap-1">
          {SAFE_STEPS.map((label, index) => {
            const step = index + 1;
            const isActive = step === activeStep;
            const isDone = step < activeStep;
            return (
              <li key={label} className="relative flex min-w-0">
                <button
                  type="button"
                  aria-current={isActive ? "step" : undefined}
                  aria-controls={`${id}-panel`}
                  onClick={() => setActiveStep(step)}
                  className="group flex w-full min-w-0 flex-col items-center gap-1.5 rounded-lg py-0.5"
                >
                  <span
                    className={`relative flex size-11 items-center justify-center rounded-full border-2 text-sm font-bold transition-colors duration-300 ${
                      isActive
                        ? "border-primary bg-primary text-white"
                        : isDone
                          ? "border-primary bg-white text-primary"
                          : "border-slate-400 bg-white text-muted group-hover:border-primary"
                    }`}
                    aria-hidden="true"
                  >
                    {isDone ? <Check className="size-4" strokeWidth={3} /> : step}
                  </span>
                  <span className="sr-only">Step {step}: </span>
                  <span
                    className={`max-w-full truncate text-[11px] sm:text-xs ${isActive ? "font-semibold text-ink" : "text-muted"}`}
                  >
                    {label}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </div>

      <div id={`${id}-panel`} className="mt-5 border-t border-line pt-5" data-testid="safe-step-panel">
        <p className="mb-4 text-sm font-semibold text-ink" aria-live="polite">
          Step {activeStep} of {SAFE_STEPS.length}: {activeLabel}
        </p>
        <StepContent step={activeStep} />
      </div>
    </MockUpFrame>
  );
}
