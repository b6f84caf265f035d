import { z } from "zod";
import { isSingleEmailAddress } from "./email-address.js";
import { newsletterMessages } from "./newsletter.js";
import { singleLineText } from "./text-input.js";

/** Kept apart from the messages so the browser's newsletter form does not load zod. */
export const ZNewsletterSubscription = z.object({
  email: singleLineText(newsletterMessages.invalidEmail).refine(isSingleEmailAddress, newsletterMessages.invalidEmail),
  listId: singleLineText(newsletterMessages.unknownList)
    .trim()
    .min(1, newsletterMessages.required)
    .max(100, newsletterMessages.unknownList),
});
export type TNewsletterSubscription = z.infer<typeof ZNewsletterSubscription>;
