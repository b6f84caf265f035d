import {
  CHECKOUT_GATEWAY_PATH,
  CREATE_CHECKOUT_SESSION_PATH,
  checkoutMessages,
  type TCheckoutResponseBody,
  ZCheckoutEnvelope,
  ZCheckoutRequest,
} from "@paralex/shared/checkout";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { requireUser } from "../../access/viewer.js";
import { toErrorAnswer } from "../../lib/error-answer.js";
import { documentOnly, withZodSchemas } from "../../lib/route-schemas.js";
import type { PaymentsService } from "./create-payments-service.js";

function sendEnvelope(reply: FastifyReply, statusCode: number, body: TCheckoutResponseBody) {
  return reply.status(statusCode).send({ statusCode, body: JSON.stringify(body) });
}

/** Its failures answer in the envelope, not as field errors: the route checks it itself. */
const ZGatewayRequest = documentOnly(ZCheckoutEnvelope);
const ZGatewayAnswer = z
  .object({ statusCode: z.number(), body: z.string() })
  .meta({ description: "body: the JSON of {checkoutUrl}, or of {message, requestId?} on a failure" });

const failure = (statusCode: number, message: string) =>
  Object.assign(new Error(message), { statusCode, isGatewayFailure: true });

/**
 * POST /gateway/stripegraph, the payment gateway at the address the original serverless API had. Requests and
 * answers keep its envelope: `{path, httpMethod, body: '<json>'}` in, `{statusCode, body: '<json>'}` out, with
 * the HTTP status mirroring statusCode. Failures carry only a message.
 */
export async function checkoutGatewayRoutes(parent: FastifyInstance, { payments }: { payments: PaymentsService }) {
  const app = withZodSchemas(parent);
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, message, requestId } = toErrorAnswer(error, request);
    if (statusCode === 401) reply.header("www-authenticate", 'Bearer realm="api"');
    return sendEnvelope(reply, statusCode, { message, requestId });
  });

  app.post(
    CHECKOUT_GATEWAY_PATH,
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tags: ["payments"],
        security: [{ bearer: [] }],
        description: `The envelope's body is the JSON of a checkout request to ${CREATE_CHECKOUT_SESSION_PATH}.`,
        body: ZGatewayRequest,
        response: { 200: ZGatewayAnswer, "4xx": ZGatewayAnswer, "5xx": ZGatewayAnswer },
      },
    },
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
      const { checkoutUrl } = await payments.createCheckoutSession(requireUser(request), input.data);
      return sendEnvelope(reply, 200, { checkoutUrl });
    },
  );
}
