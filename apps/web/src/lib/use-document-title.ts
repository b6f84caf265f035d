import { useEffect } from "react";
import { publicConfig } from "./public-config";

/** Sets the tab title as '{page} | {brand}'. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} | ${publicConfig.brandName}`;
  }, [page]);
}
