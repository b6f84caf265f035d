import { formatUsd } from "@paralex/shared/money";
import { CircleCheck, FileSignature, TriangleAlert } from "lucide-react";
import { MockButton, MockUpFrame } from "./mock-up-frame";

/** Bar widths are literal classes: the CSP forbids style attributes. */
const DEBTS = [
  { label: "Credit cards", amount: 21_400, barClass: "w-[44%]" },
  { label: "Medical bills", amount: 12_900, barClass: "w-[27%]" },
  { label: "Personal loans", amount: 8_650, barClass: "w-[18%]" },
  { label: "Auto loan (secured)", amount: 5_300, barClass: "w-[11%]" },
] as const;

const DOCUMENTS = [
  { name: "Voluntary Petition (Form 101)", status: "Generated", isReady: true },
  { name: "Schedules A/B through J", status: "Generated", isReady: true },
  { name: "Statement of Financial Affairs (Form 107)", status: "Generated", isReady: true },
  { name: "Means Test (Form 122A-1)", status: "Check passed", isReady: true },
  { name: "Credit counseling certificate", status: "Needed", isReady: false },
] as const;

const totalDebt = DEBTS.reduce((sum, debt) => sum + debt.amount, 0);

function DebtAssessment() {
  return (
    <div className="rounded-lg bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-semibold text-ink">Debt assessment</p>
        <p className="text-sm text-muted">
          Total <span className="font-serif text-xl font-semibold text-ink">{formatUsd(totalDebt)}</span>
        </p>
      </div>
      <ul className="mt-3 space-y-2.5">
        {DEBTS.map((debt) => (
          <li key={debt.label} className="text-sm">
            <div className="flex justify-between gap-3">
              <span>{debt.label}</span>
              <span className="font-medium text-ink">{formatUsd(debt.amount)}</span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-white" aria-hidden="true">
              <div className={`h-2 rounded-full bg-primary ${debt.barClass}`} />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex items-start gap-1.5 text-sm font-medium text-emerald-800">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Income is below the state median: Chapter 7 is available.
      </p>
    </div>
  );
}

function FilingChecklist() {
  return (
    <div className="rounded-lg border border-line">
      <p className="border-b border-line px-3 py-2 text-sm font-semibold text-ink">Chapter 7 filing</p>
      <ul className="divide-y divide-line">
        {DOCUMENTS.map((doc) => (
          <li key={doc.name} className="flex items-center justify-between gap-3 px-3 py-2.5 text-sm">
            <span className="min-w-0">{doc.name}</span>
            <span
              className={`inline-flex shrink-0 items-center gap-1 font-semibold ${doc.isReady ? "text-emerald-800" : "text-amber-800"}`}
            >
              {doc.isReady ? (
                <CircleCheck className="size-4" aria-hidden="true" />
              ) : (
                <TriangleAlert className="size-4" aria-hidden="true" />
              )}
              {doc.status}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A Chapter 7 case: what is owed, which forms are ready, and the signature step, with disabled actions. */
export function BankruptcyMockUp() {
  return (
    <MockUpFrame title="Chapter 7 case" address="bankruptcy.paralex.ai/filing" testId="bankruptcy-mock-up">
      <div className="space-y-5">
        <DebtAssessment />
        <FilingChecklist />
        <div className="flex flex-col gap-3 sm:flex-row">
          <MockButton variant="secondary" className="sm:flex-1">
            <FileSignature className="size-4" aria-hidden="true" />
            Send for e-signature
          </MockButton>
          <MockButton className="sm:flex-1">File with the court</MockButton>
        </div>
      </div>
    </MockUpFrame>
  );
}
