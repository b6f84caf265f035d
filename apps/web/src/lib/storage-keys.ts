/** The browser storage keys of the spec, kept exactly. */
export const STORAGE_KEYS = {
  access: "access",
  accessExpiration: "access_expiration",
  refresh: "refresh",
  refreshExpiration: "refresh_expiration",
  user: "user",
  isAuthenticated: "isAuthenticated",
  chatToken: "chatToken",
} as const;

/** Prefixes of cached items that leave with the session. */
export const CACHE_KEY_PREFIXES = ["motionTypes_", "motionTypesFetched_", "caseSummary_"] as const;
