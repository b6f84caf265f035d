import { ZNewsletterSubscription } from "@paralex/shared/newsletter-schema";
import type { FastifyInstance } from "fastify";
import { answers, ZDetail } from "../../lib/answer-schemas.js";
import { withZodSchemas } from "../../lib/route-schemas.js";
import type { NewsletterService } from "./create-newsletter-service.js";

/** The newsletter gateway, kept at the address the original serverless endpoint had: /gateway/prod/mailchimp. */
export async function newsletterRoutes(app: FastifyInstance, { newsletter }: { newsletter: NewsletterService }) {
  const schema = { tags: ["marketing"], body: ZNewsletterSubscription, response: answers({ 200: ZDetail }) };
  const config = { rateLimit: { max: 10, timeWindow: "1 minute" } };
  withZodSchemas(app).post("/prod/mailchimp", { config, schema }, async (request) => {
    const { detail } = await newsletter.subscribeToNewsletter(request.body);
    return { detail };
  });
}
