import { z } from "zod";

export const newsletterMessages = {
  invalidEmail: "Invalid email address",
  failure: "An error occurred while subscribing",
  success: "Subscribed successfully",
} as const;

/** No spaces, one at-sign, text, a dot, text. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const ZNewsletterSubscription = z.object({
  email: z.string().trim().max(254).regex(NEWSLETTER_EMAIL_PATTERN, newsletterMessages.invalidEmail),
  listId: z.string().trim().min(1).max(100),
});
export type TNewsletterSubscription = z.infer<typeof ZNewsletterSubscription>;
