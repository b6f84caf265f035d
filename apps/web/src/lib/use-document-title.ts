import { useEffect } from "react";
import { publicConfig } from "./public-config";

let serverTitle: string | null = null;

export function formatDocumentTitle(page: string): string {
  return `${page} | ${publicConfig.brandName}`;
}

/** Sets the tab title as '{page} | {brand}'; when prerendering, remembers it for the HTML head. */
export function useDocumentTitle(page: string): void {
  if (import.meta.env.SSR) serverTitle = formatDocumentTitle(page);
  useEffect(() => {
    document.title = formatDocumentTitle(page);
  }, [page]);
}

/** The title the last prerendered page asked for. */
export function takeServerTitle(): string | null {
  const title = serverTitle;
  serverTitle = null;
  return title;
}
