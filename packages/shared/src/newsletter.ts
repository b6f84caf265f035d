export const newsletterMessages = {
  invalidEmail: "Invalid email address",
  failure: "An error occurred while subscribing",
  success: "Subscribed successfully",
  required: "This field is required.",
  unknownList: "Unknown mailing list.",
} as const;

/** One bare address, as everywhere an address is accepted. */
export { EMAIL_ADDRESS_PATTERN as NEWSLETTER_EMAIL_PATTERN } from "./email-address.js";
