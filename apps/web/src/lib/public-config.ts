import { DEFAULT_PUBLIC_CONFIG, PUBLIC_CONFIG_ELEMENT_ID, type TPublicConfig } from "@paralex/shared/public-config";

function readPublicConfig(): TPublicConfig {
  const text = typeof document === "undefined" ? null : document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_PUBLIC_CONFIG;
  try {
    return { ...DEFAULT_PUBLIC_CONFIG, ...(JSON.parse(text) as Partial<TPublicConfig>) };
  } catch {
    return DEFAULT_PUBLIC_CONFIG;
  }
}

/** The settings the server allows the browser to see, read once from the page. */
export const publicConfig = readPublicConfig();
