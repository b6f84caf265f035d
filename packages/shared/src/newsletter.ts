import { z } from "zod";

export const newsletterMessages = {
  invalidEmail: "Invalid email address",
  failure: "An error occurred while subscribing",
  success: "Subscribed successfully",
  required: "This field is required.",
  unknownList: "Unknown mailing list.",
} as const;

/** No spaces, one at-sign, text, a dot, text. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ZNewsletterSubscription = z.object({
  email: z
    .string(newsletterMessages.invalidEmail)
    .trim()
    .max(254, newsletterMessages.invalidEmail)
    .regex(NEWSLETTER_EMAIL_PATTERN, newsletterMessages.invalidEmail),
  listId: z
    .string(newsletterMessages.unknownList)
    .trim()
    .min(1, newsletterMessages.required)
    .max(100, newsletterMessages.unknownList),
});
export type TNewsletterSubscription = z.infer<typeof ZNewsletterSubscription>;
