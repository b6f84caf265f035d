export type PageItem = number | "ellipsis-start" | "ellipsis-end";

/**
 * The page buttons of the members table: every page when there are 5 or fewer; otherwise the first, the last,
 * the current page with its neighbours, and an ellipsis for each gap.
 */
export function pageItems(current: number, pageCount: number): PageItem[] {
  const total = Math.max(1, Math.floor(pageCount));
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  if (total <= 5) return Array.from({ length: total }, (_, index) => index + 1);
  const shown = [...new Set([1, page - 1, page, page + 1, total])]
    .filter((candidate) => candidate >= 1 && candidate <= total)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  shown.forEach((candidate, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined && candidate - previous > 1) items.push(index === 1 ? "ellipsis-start" : "ellipsis-end");
    items.push(candidate);
  });
  return items;
}

/** 'Page X of Y (N items)'. */
export function pageSummary(page: number, pageCount: number, totalCount: number): string {
  return `Page ${page} of ${Math.max(1, pageCount)} (${totalCount} item${totalCount === 1 ? "" : "s"})`;
}
