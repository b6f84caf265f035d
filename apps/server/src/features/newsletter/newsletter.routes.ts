import { ZNewsletterSubscription } from "@paralex/shared/newsletter-schema";
import type { FastifyInstance } from "fastify";
import { parseInput } from "../../lib/parse-input.js";
import { type NewsletterDeps, subscribeToNewsletter } from "./newsletter.service.js";

/** The newsletter gateway, kept at the address the original serverless endpoint had: /gateway/prod/mailchimp. */
export async function newsletterRoutes(app: FastifyInstance, deps: NewsletterDeps) {
  app.post("/prod/mailchimp", { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } }, async (request) => {
    const input = parseInput(ZNewsletterSubscription, request.body);
    const { detail } = await subscribeToNewsletter(deps, input);
    return { detail };
  });
}
