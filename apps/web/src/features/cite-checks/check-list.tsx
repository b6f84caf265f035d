import type { TCiteCheckSummary } from "@paralex/shared/cite-check";
import { attentionLine } from "@paralex/shared/cite-check-attention";
import { citeCheckText } from "@paralex/shared/cite-check-text";
import { formatDateTime } from "@paralex/shared/format-date";
import { CircleAlert, CircleCheck, Loader } from "lucide-react";
import { Link } from "react-router";
import { checkPath, isRunning } from "./check-paths";

function StatusLine({ check }: { check: TCiteCheckSummary }) {
  if (check.status === "queued") return <>{citeCheckText.queued}</>;
  if (check.status === "running") return <>{citeCheckText.running(check.progress.checked, check.progress.found)}</>;
  if (check.status === "failed" || !check.attention) return <>{citeCheckText.failed}</>;
  return <>{attentionLine(check.attention)}</>;
}

function StatusIcon({ check }: { check: TCiteCheckSummary }) {
  if (isRunning(check)) return <Loader className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />;
  if (check.attention?.isClean)
    return <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />;
  return <CircleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />;
}

/** The author's checks, newest first: each by name, with its date and what needs attention. */
export function CheckList({ checks }: { checks: TCiteCheckSummary[] }) {
  if (checks.length === 0) return <p className="text-muted">{citeCheckText.noChecks}</p>;
  return (
    <ul className="grid gap-2" aria-label={citeCheckText.listLabel}>
      {checks.map((check) => (
        <li key={check.id}>
          <Link to={checkPath(check.id)} className="card flex items-start gap-3 p-3 hover:bg-surface sm:p-4">
            <StatusIcon check={check} />
            <span className="grid min-w-0 gap-0.5">
              <span className="break-words font-semibold text-ink">{check.name}</span>
              <span className="text-sm text-muted">{formatDateTime(check.createdAt)}</span>
              <span className="text-sm text-body">
                <StatusLine check={check} />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
