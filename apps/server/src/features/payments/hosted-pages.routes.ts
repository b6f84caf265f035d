import { checkoutMessages, type TCardField } from "@paralex/shared/checkout";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { toErrorAnswer } from "../../lib/error-answer.js";
import { binary, documentOnly, withZodSchemas } from "../../lib/route-schemas.js";
import { fontPreloadHeader, readAppFonts } from "./app-fonts.js";
import { renderBillingPage } from "./billing-page.js";
import type { ClosedCheckout } from "./builtin-checkout.service.js";
import { renderCheckoutPage } from "./builtin-checkout-page.js";
import type { PaymentsService } from "./create-payments-service.js";
import { HOSTED_PAGE_STYLESHEET_PATH, renderHostedStylesheet, renderMessagePage } from "./hosted-page.js";

const CARD_FIELDS: TCardField[] = ["cardNumber", "expiry", "cvc", "country", "postalCode"];

const tags = ["hosted pages"];
const html = (description: string) => ({ description, content: { "text/html": { schema: binary() } } });
const page = { 200: html("The page"), "4xx": html("The refusal as a page"), "5xx": html("The failure as a page") };
/** Their refusals are pages: the routes read their input themselves, the schemas document it. */
const ZTokenParams = documentOnly(z.object({ token: z.string() }));
const ZCardForm = documentOnly(z.object(Object.fromEntries(CARD_FIELDS.map((field) => [field, z.string()]))));

function sendHtml(reply: FastifyReply, status: number, html: string, preloadLink: string) {
  if (preloadLink) reply.header("link", preloadLink);
  return reply
    .status(status)
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .type("text/html; charset=utf-8")
    .send(html);
}

/**
 * The built-in provider's pages, outside the API: the hosted checkout at /checkout/{token} (GET shows it, POST
 * pays it, as a plain HTML form without script) and the billing page at /billing?token=... . Real routes, so
 * the web app's page handling never answers these paths.
 */
export async function hostedPagesRoutes(
  parent: FastifyInstance,
  { payments, webDist }: { payments: PaymentsService; webDist: string },
) {
  const app = withZodSchemas(parent);
  const fonts = readAppFonts(webDist);
  const stylesheet = renderHostedStylesheet(fonts.fontFaces);
  const preloadLink = fontPreloadHeader(fonts.preloads);
  const send = (reply: FastifyReply, status: number, html: string) => sendHtml(reply, status, html, preloadLink);
  const dashboardUrl = payments.returnUrl(null);
  const canceledUrl = payments.returnUrl("canceled");

  const sendMessage = (reply: FastifyReply, status: number, title: string, message: string) =>
    send(
      reply,
      status,
      renderMessagePage({
        title,
        brandName: payments.brandName,
        message,
        backUrl: dashboardUrl,
        backLabel: "Back to your subscriptions",
      }),
    );

  const sendClosed = (reply: FastifyReply, closed: ClosedCheckout) => {
    if (closed.state === "superseded") {
      const message = checkoutMessages.alreadySubscribedNotCharged(closed.productTitle);
      return sendMessage(reply, 409, "Already subscribed", message);
    }
    if (closed.state === "expired") return sendMessage(reply, 410, "Checkout expired", checkoutMessages.sessionExpired);
    if (closed.state === "complete") return sendMessage(reply, 410, "Checkout completed", checkoutMessages.sessionUsed);
    return sendMessage(reply, 404, "Checkout not found", checkoutMessages.sessionNotFound);
  };

  app.setErrorHandler((error, request, reply) => {
    const answer = toErrorAnswer(error, request);
    if (!answer.requestId) return sendMessage(reply, answer.statusCode, "Request refused", answer.message);
    const message = `${answer.message} Reference: ${answer.requestId}`;
    return sendMessage(reply, answer.statusCode, "Something went wrong", message);
  });

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const stylesheetSchema = {
    tags,
    response: { 200: { description: "The pages' style sheet", content: { "text/css": { schema: binary() } } } },
  };
  app.get(HOSTED_PAGE_STYLESHEET_PATH, { schema: stylesheetSchema }, async (_request, reply) =>
    reply.header("cache-control", "public, max-age=3600").type("text/css; charset=utf-8").send(stylesheet),
  );

  app.get(
    "/checkout/:token",
    {
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: { tags, description: "The built-in checkout's page", params: ZTokenParams, response: page },
    },
    async (request, reply) => {
      const lookup = await payments.findHostedCheckout(request.params.token);
      if (lookup.state !== "open") return sendClosed(reply, lookup);
      return send(
        reply,
        200,
        renderCheckoutPage({
          brandName: payments.brandName,
          token: request.params.token,
          cancelUrl: canceledUrl,
          checkout: lookup.checkout,
          now: payments.now(),
        }),
      );
    },
  );

  app.post(
    "/checkout/:token",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tags,
        description: "Pays the built-in checkout: 303 to the dashboard when paid, else the page with its errors.",
        params: ZTokenParams,
        consumes: ["application/x-www-form-urlencoded"],
        body: ZCardForm,
        response: { 303: z.undefined(), ...page },
      },
    },
    async (request, reply) => {
      const body = (request.body && typeof request.body === "object" ? request.body : {}) as Record<string, unknown>;
      const form = Object.fromEntries(
        CARD_FIELDS.map((field) => [field, typeof body[field] === "string" ? (body[field] as string) : ""]),
      ) as Record<TCardField, string>;
      const result = await payments.payHostedCheckout(request.params.token, form);
      if (result.outcome === "paid") return reply.redirect(payments.returnUrl("success"), 303);
      if (result.outcome === "invalid" || result.outcome === "declined") {
        return send(
          reply,
          result.outcome === "declined" ? 402 : 400,
          renderCheckoutPage({
            brandName: payments.brandName,
            token: request.params.token,
            cancelUrl: canceledUrl,
            checkout: result.checkout,
            now: payments.now(),
            values: form,
            ...(result.outcome === "invalid" ? { errors: result.errors } : { isDeclined: true }),
          }),
        );
      }
      return sendClosed(reply, result.closed);
    },
  );

  app.get(
    "/billing",
    {
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags,
        description: "The built-in billing page",
        querystring: documentOnly(z.object({ token: z.string().optional() })),
        response: page,
      },
    },
    async (request, reply) => {
      const token = typeof request.query.token === "string" ? request.query.token : "";
      const rows = await payments.getBillingOverview(token);
      if (!rows) {
        return sendMessage(
          reply,
          403,
          "Billing link expired",
          "This billing link is not valid or has expired. Open Manage Billing again from your account.",
        );
      }
      return send(
        reply,
        200,
        renderBillingPage({ brandName: payments.brandName, backUrl: dashboardUrl, rows, isDemo: payments.isDemo }),
      );
    },
  );
}
