import { CircleAlert } from "lucide-react";

/** A page's data could not be loaded: what failed, why, and Try again. */
export function LoadError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="card flex flex-col items-start gap-4 border-l-4 border-red-700 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <CircleAlert className="mt-0.5 size-6 shrink-0 text-red-700" aria-hidden="true" />
        <div>
          <p className="font-semibold text-ink">{title}</p>
          <p className="mt-1 text-body">{message}</p>
        </div>
      </div>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
