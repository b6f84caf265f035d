import { ChevronLeft, ChevronRight } from "lucide-react";
import { pageItems, pageSummary } from "./pagination";

const pageButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50";

/** 'Page X of Y (N items)', previous and next, and the page buttons of pageItems. */
export function PaginationNav({
  page,
  pageCount,
  totalCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  totalCount: number;
  onPage: (page: number) => void;
}) {
  return (
    <div className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted" aria-live="polite">
        {pageSummary(page, pageCount, totalCount)}
      </p>
      <nav aria-label="Members pages">
        <ul className="flex flex-wrap items-center justify-center gap-1.5">
          <li>
            <button
              type="button"
              className={`${pageButton} border-line bg-white text-ink hover:bg-surface`}
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Previous</span>
              <span className="sr-only"> page</span>
            </button>
          </li>
          {pageItems(page, pageCount).map((item) =>
            typeof item === "number" ? (
              <li key={item}>
                <button
                  type="button"
                  className={`${pageButton} ${item === page ? "border-primary bg-primary text-white" : "border-line bg-white text-ink hover:bg-surface"}`}
                  aria-current={item === page ? "page" : undefined}
                  aria-label={`Page ${item}`}
                  onClick={() => onPage(item)}
                >
                  {item}
                </button>
              </li>
            ) : (
              <li key={item} aria-hidden="true" className="px-1 text-muted">
                …
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className={`${pageButton} border-line bg-white text-ink hover:bg-surface`}
              disabled={page >= pageCount}
              onClick={() => onPage(page + 1)}
            >
              <span className="sr-only sm:not-sr-only">Next</span>
              <span className="sr-only"> page</span>
              <ChevronRight className="size-4" aria-hidden="true" />
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
