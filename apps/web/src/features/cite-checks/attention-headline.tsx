import type { TCiteCheckView } from "@paralex/shared/cite-check";
import { citeCheckText } from "@paralex/shared/cite-check-text";
import { paths } from "@paralex/shared/routes";
import { CircleAlert, CircleCheck } from "lucide-react";
import { Link } from "react-router";

/**
 * The report's first word: what needs attention, said plainly, and the next step when citations could not be checked
 * because no case-law source is connected. Only a check with verified citations and nothing else to do reads clean.
 */
export function AttentionHeadline({ check, isAdmin }: { check: TCiteCheckView; isAdmin: boolean }) {
  const attention = check.attention;
  if (!attention || attention.total === 0) return null;
  const hasNoSource = check.citations.some((citation) => citation.reason === "no_source");
  const Icon = attention.isClean ? CircleCheck : CircleAlert;
  return (
    <section
      aria-labelledby="attention-headline"
      className={`card mt-6 grid gap-3 border-l-8 p-5 sm:p-6 ${attention.isClean ? "border-green-700" : "border-amber-600 bg-amber-50"}`}
    >
      <h2
        id="attention-headline"
        className="flex items-start gap-3 font-serif text-xl font-semibold text-ink sm:text-2xl"
      >
        <Icon
          className={`mt-1 size-6 shrink-0 ${attention.isClean ? "text-green-700" : "text-amber-800"}`}
          aria-hidden="true"
        />
        {attention.headline}
      </h2>
      {hasNoSource ? (
        <div className="grid gap-3 sm:pl-9">
          <p className="text-body">{isAdmin ? citeCheckText.noSourceForAdmin : citeCheckText.noSourceForMember}</p>
          {isAdmin ? (
            <p>
              <Link to={paths.dashboardCaseLawSources} className="btn-primary inline-flex">
                {citeCheckText.setUpSource}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
