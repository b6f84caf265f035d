import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { z } from "zod";
import { ZRefusal } from "../../lib/answer-schemas.js";
import { AppError } from "../../lib/app-error.js";
import { documentOnly, withZodSchemas } from "../../lib/route-schemas.js";
import type { PaymentsService } from "./create-payments-service.js";
import { stripeSdk } from "./stripe-client.js";

export const WEBHOOK_PATH = "/payments/webhook";
const badSignature = () => new AppError("validation", "Invalid signature.", { detail: "Invalid signature." });

/**
 * POST /api/payments/webhook: Stripe's events, verified with STRIPE_WEBHOOK_SECRET against the raw body (this
 * plugin's only parser keeps the bytes), then applied once each. Events we do not handle are acknowledged.
 */
const schema = {
  tags: ["payments"],
  description: "Stripe's event, verified against the raw bytes with the Stripe-Signature header.",
  headers: documentOnly(z.object({ "stripe-signature": z.string() })),
  body: documentOnly(z.looseObject({ id: z.string(), type: z.string() })),
  response: { 200: z.object({ received: z.literal(true) }), "4xx": ZRefusal, "5xx": ZRefusal },
};

export async function paymentWebhookRoutes(
  parent: FastifyInstance,
  { payments, webhookSecret }: { payments: PaymentsService; webhookSecret: string },
) {
  const app = withZodSchemas(parent);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 1_048_576 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(WEBHOOK_PATH, { schema }, async (request) => {
    const signature = request.headers["stripe-signature"];
    if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) throw badSignature();
    let event: Stripe.Event;
    try {
      event = stripeSdk().webhooks.constructEvent(request.body, signature, webhookSecret);
    } catch {
      throw badSignature();
    }
    const { isNew } = await payments.applyPaymentEvent("stripe", event);
    request.log.info({ eventId: event.id, type: event.type, isNew }, "payment event received");
    return { received: true as const };
  });
}
