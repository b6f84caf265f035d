/** The settings the browser may see: an explicit allow-list, injected into index.html by the server. */
export interface TPublicConfig {
  brandName: string;
  apiBase: string;
  gatewayBase: string;
  schedulingUrl: string;
  newsletterListId: string;
  companySiteUrl: string;
  linkedInUrl: string;
  /** The introduction video's player address (YouTube or Vimeo); null: the hero shows the product illustration. */
  introVideoUrl: string | null;
}

export const DEFAULT_PUBLIC_CONFIG: TPublicConfig = {
  brandName: "Paralex",
  apiBase: "/api",
  gatewayBase: "/gateway",
  schedulingUrl: "https://calendly.com/paralex/demo",
  newsletterListId: "paralex-newsletter",
  companySiteUrl: "https://paralex.ai",
  linkedInUrl: "https://www.linkedin.com/company/paralex-ai",
  introVideoUrl: null,
};

/** The id of the inline JSON element that carries the public config into the page. */
export const PUBLIC_CONFIG_ELEMENT_ID = "app-config";
