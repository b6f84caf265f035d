// The few account strings the main bundle needs (the dashboard guard and the signed-in redirect), kept apart from
// auth-messages.ts so that the first page load does not pull in the form schemas.

/** The toast of a signed-out visit to the dashboard. */
export const PLEASE_LOG_IN = "Please log in.";

/** The value of `error` that means the visitor has no subscription for a product. */
export const NO_SUBSCRIPTION_ERROR = "no-subscription";
