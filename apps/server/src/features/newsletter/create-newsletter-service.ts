import { bindService } from "../../lib/bind-service.js";
import { type NewsletterDeps, subscribeToNewsletter } from "./newsletter.service.js";

/** The newsletter sign-up, built once at start. */
export function createNewsletterService(deps: NewsletterDeps) {
  return bindService(deps, { subscribeToNewsletter });
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
