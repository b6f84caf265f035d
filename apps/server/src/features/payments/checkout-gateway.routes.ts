import {
  CHECKOUT_GATEWAY_PATH,
  CREATE_CHECKOUT_SESSION_PATH,
  checkoutMessages,
  type TCheckoutResponseBody,
  ZCheckoutEnvelope,
  ZCheckoutRequest,
} from "@paralex/shared/checkout";
import type { FastifyInstance, FastifyReply } from "fastify";
import { AppError } from "../../lib/app-error.js";
import { requireUser } from "../auth/authenticate.js";
import { createCheckoutSession } from "./checkout.service.js";
import type { PaymentsDeps } from "./payments-deps.js";

function sendEnvelope(reply: FastifyReply, statusCode: number, body: TCheckoutResponseBody) {
  return reply.status(statusCode).send({ statusCode, body: JSON.stringify(body) });
}

const failure = (statusCode: number, message: string) =>
  Object.assign(new Error(message), { statusCode, isGatewayFailure: true });

/**
 * POST /gateway/stripegraph, the payment gateway at the address the original serverless API had. Requests and
 * answers keep its envelope: `{path, httpMethod, body: '<json>'}` in, `{statusCode, body: '<json>'}` out, with
 * the HTTP status mirroring statusCode. Failures carry only a message.
 */
export async function checkoutGatewayRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      if (error.statusCode === 401) reply.header("www-authenticate", 'Bearer realm="api"');
      const requestId = error.statusCode >= 500 ? request.id : undefined;
      return sendEnvelope(reply, error.statusCode, { message: error.message, requestId });
    }
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) {
      return sendEnvelope(reply, statusCode, { message: (error as Error).message });
    }
    request.log.error({ err: error }, "checkout gateway failed");
    return sendEnvelope(reply, 500, {
      message: "Something went wrong on our side. Please try again.",
      requestId: request.id,
    });
  });

  app.post(
    CHECKOUT_GATEWAY_PATH,
    { preHandler: app.authenticate, config: { rateLimit: { max: 20, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const envelope = ZCheckoutEnvelope.safeParse(request.body);
      if (!envelope.success) throw failure(400, checkoutMessages.invalidEnvelope);
      if (envelope.data.path !== CREATE_CHECKOUT_SESSION_PATH) throw failure(404, checkoutMessages.unknownPath);
      if (envelope.data.httpMethod.toUpperCase() !== "POST") throw failure(405, checkoutMessages.methodNotAllowed);
      let payload: unknown;
      try {
        payload = JSON.parse(envelope.data.body);
      } catch {
        throw failure(400, checkoutMessages.invalidJson);
      }
      const input = ZCheckoutRequest.safeParse(payload);
      if (!input.success) throw failure(400, checkoutMessages.invalidRequest);
      const { checkoutUrl } = await createCheckoutSession(deps, requireUser(request), input.data);
      return sendEnvelope(reply, 200, { checkoutUrl });
    },
  );
}
