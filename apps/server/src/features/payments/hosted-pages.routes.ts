import { checkoutMessages, type TCardField } from "@paralex/shared/checkout";
import type { FastifyInstance, FastifyReply } from "fastify";
import { getBillingOverview } from "./billing.service.js";
import { renderBillingPage } from "./billing-page.js";
import { type ClosedCheckout, findHostedCheckout, payHostedCheckout } from "./builtin-checkout.service.js";
import { renderCheckoutPage } from "./builtin-checkout-page.js";
import { HOSTED_PAGE_STYLESHEET, HOSTED_PAGE_STYLESHEET_PATH, renderMessagePage } from "./hosted-page.js";
import { dashboardReturnUrl, nowOf, type PaymentsDeps } from "./payments-deps.js";

const CARD_FIELDS: TCardField[] = ["cardNumber", "expiry", "cvc", "country", "postalCode"];

function sendHtml(reply: FastifyReply, status: number, html: string) {
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
export async function hostedPagesRoutes(app: FastifyInstance, deps: PaymentsDeps) {
  const dashboardUrl = dashboardReturnUrl(deps.publicUrl, null);
  const canceledUrl = dashboardReturnUrl(deps.publicUrl, "canceled");

  const sendMessage = (reply: FastifyReply, status: number, title: string, message: string) =>
    sendHtml(
      reply,
      status,
      renderMessagePage({
        title,
        brandName: deps.brandName,
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
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      return sendMessage(reply, status, "Request refused", (error as Error).message);
    }
    request.log.error({ err: error }, "hosted page failed");
    const message = `Something went wrong on our side. Please try again. Reference: ${request.id}`;
    return sendMessage(reply, 500, "Something went wrong", message);
  });

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(HOSTED_PAGE_STYLESHEET_PATH, async (_request, reply) =>
    reply.header("cache-control", "public, max-age=3600").type("text/css; charset=utf-8").send(HOSTED_PAGE_STYLESHEET),
  );

  app.get<{ Params: { token: string } }>(
    "/checkout/:token",
    { config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const lookup = await findHostedCheckout(deps, request.params.token);
      if (lookup.state !== "open") return sendClosed(reply, lookup);
      return sendHtml(
        reply,
        200,
        renderCheckoutPage({
          brandName: deps.brandName,
          token: request.params.token,
          cancelUrl: canceledUrl,
          checkout: lookup.checkout,
          now: nowOf(deps),
        }),
      );
    },
  );

  app.post<{ Params: { token: string } }>(
    "/checkout/:token",
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const body = (request.body && typeof request.body === "object" ? request.body : {}) as Record<string, unknown>;
      const form = Object.fromEntries(
        CARD_FIELDS.map((field) => [field, typeof body[field] === "string" ? (body[field] as string) : ""]),
      ) as Record<TCardField, string>;
      const result = await payHostedCheckout(deps, request.params.token, form);
      if (result.outcome === "paid") return reply.redirect(dashboardReturnUrl(deps.publicUrl, "success"), 303);
      if (result.outcome === "invalid" || result.outcome === "declined") {
        return sendHtml(
          reply,
          result.outcome === "declined" ? 402 : 400,
          renderCheckoutPage({
            brandName: deps.brandName,
            token: request.params.token,
            cancelUrl: canceledUrl,
            checkout: result.checkout,
            now: nowOf(deps),
            values: form,
            ...(result.outcome === "invalid" ? { errors: result.errors } : { isDeclined: true }),
          }),
        );
      }
      return sendClosed(reply, result.closed);
    },
  );

  app.get<{ Querystring: { token?: string } }>(
    "/billing",
    { config: { rateLimit: { max: 60, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const token = typeof request.query.token === "string" ? request.query.token : "";
      const rows = await getBillingOverview(deps, token);
      if (!rows) {
        return sendMessage(
          reply,
          403,
          "Billing link expired",
          "This billing link is not valid or has expired. Open Manage Billing again from your account.",
        );
      }
      return sendHtml(
        reply,
        200,
        renderBillingPage({ brandName: deps.brandName, backUrl: dashboardUrl, rows, isDemo: !deps.stripe }),
      );
    },
  );
}
