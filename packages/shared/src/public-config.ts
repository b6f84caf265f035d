/** The settings the browser may see: an explicit allow-list, injected into index.html by the server. */
export interface TPublicConfig {
  brandName: string;
  apiBase: string;
  gatewayBase: string;
  schedulingUrl: string;
  newsletterListId: string;
  companySiteUrl: string;
  linkedInUrl: string;
  introVideoUrl: string;
}

export const DEFAULT_PUBLIC_CONFIG: TPublicConfig = {
  brandName: "Paralex",
  apiBase: "/api",
  gatewayBase: "/gateway",
  schedulingUrl: "https://calendly.com/paralex/demo",
  newsletterListId: "paralex-newsletter",
  companySiteUrl: "https://paralex.ai",
  linkedInUrl: "https://www.linkedin.com/company/paralex-ai",
  introVideoUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
};

/** The id of the inline JSON element that carries the public config into the page. */
export const PUBLIC_CONFIG_ELEMENT_ID = "app-config";
