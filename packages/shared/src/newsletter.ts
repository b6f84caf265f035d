export const newsletterMessages = {
  invalidEmail: "Invalid email address",
  failure: "An error occurred while subscribing",
  success: "Subscribed successfully",
  required: "This field is required.",
  unknownList: "Unknown mailing list.",
} as const;

/** No spaces, one at-sign, text, a dot, text. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
