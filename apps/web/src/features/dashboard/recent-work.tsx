import type { TCiteCheckSummary } from "@paralex/shared/cite-check";
import { dashboardHomeText as text } from "@paralex/shared/dashboard-home-text";
import { formatDateTime } from "@paralex/shared/format-date";
import { paths } from "@paralex/shared/routes";
import { ArrowRight, FileText } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";

const RECENT_COUNT = 5;

const checkPath = (id: string) => `${paths.dashboardCiteCheck}${encodeURIComponent(id)}/`;

/** A returning user's last cite checks, newest first, each a link back to its report. */
export function RecentWork({ checks }: { checks: readonly TCiteCheckSummary[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card mb-6 p-5 sm:mb-8 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="font-serif text-2xl font-semibold">
          {text.recentTitle}
        </h2>
        <Link
          to={paths.dashboardCiteCheck}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
        >
          {text.allChecks}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {checks.length === 0 ? (
        <p className="mt-3 text-muted">{text.recentEmpty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {checks.slice(0, RECENT_COUNT).map((check) => (
            <li key={check.id}>
              <Link
                to={checkPath(check.id)}
                className="group flex min-h-11 items-start gap-3 py-3 underline-offset-4 hover:underline"
              >
                <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink [overflow-wrap:break-word] group-hover:text-primary">
                    {check.name}
                  </span>
                  <time dateTime={check.createdAt} className="block text-sm text-muted">
                    {formatDateTime(check.createdAt)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
