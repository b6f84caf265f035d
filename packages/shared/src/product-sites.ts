/** Addresses of the company's product sites that the marketing pages link out to (opened in a new tab). */
export const productSites = {
  civilLitigation: "https://litigation.paralex.ai",
  criminalDefense: "https://defense.paralex.ai",
  bankruptcy: "https://bankruptcy.paralex.ai",
  startups: "https://startups.paralex.ai",
} as const;
