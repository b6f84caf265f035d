import { caseText, type TCaseSummary } from "@paralex/shared/cases";
import { useId } from "react";
import { toast } from "react-toastify/unstyled";
import { errorMessage } from "../../lib/api/error-message";
import { useConfirmCaseMutation, useDismissCaseMutation } from "./cases-api";

function ProposedCase({ item }: { item: TCaseSummary }) {
  const [confirm, confirmed] = useConfirmCaseMutation();
  const [dismiss, dismissed] = useDismissCaseMutation();
  const isBusy = confirmed.isLoading || dismissed.isLoading;
  const error = confirmed.error ?? dismissed.error;
  const onConfirm = async () => {
    const result = await confirm(item.id);
    if (!result.error) toast.success(`${item.caseName} is now followed by your organization.`);
  };
  return (
    <li className="py-4">
      <p className="break-words font-semibold text-ink">{item.caseName}</p>
      <p className="break-words text-sm text-muted">
        {item.courtName} · {item.docketNumber} · {item.entryCount} {item.entryCount === 1 ? "entry" : "entries"} kept
      </p>
      {item.latestEntry ? <p className="mt-1 line-clamp-2 text-sm text-body">{item.latestEntry.text}</p> : null}
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={isBusy} onClick={() => void onConfirm()}>
          {caseText.confirm}
          <span className="sr-only"> {item.caseName}</span>
        </button>
        <button type="button" className="btn-secondary" disabled={isBusy} onClick={() => void dismiss(item.id)}>
          {caseText.dismiss}
          <span className="sr-only"> {item.caseName}</span>
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-red-800">
          {errorMessage(error)}
        </p>
      ) : null}
    </li>
  );
}

/** For Admins: cases court notices named that nobody added, to confirm (follow) or dismiss. */
export function ProposedCases({ cases }: { cases: readonly TCaseSummary[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card mb-6 border-l-4 border-gold p-5 sm:p-6">
      <h2 id={titleId} className="font-serif text-2xl font-semibold">
        {caseText.proposedTitle}
      </h2>
      <p className="mt-1 max-w-prose text-muted">{caseText.proposedHint}</p>
      <ul className="mt-1 divide-y divide-line">
        {cases.map((item) => (
          <ProposedCase key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
