import { INVOICE_KINDS, INVOICE_STATUSES } from "@paralex/shared/billing";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireUser } from "../../access/viewer.js";
import { answers, ZRefusal } from "../../lib/answer-schemas.js";
import { requestRateLimit } from "../../lib/request-rate-limit.js";
import { binary, withZodSchemas } from "../../lib/route-schemas.js";
import { auditSourceOf } from "../audit/audit.service.js";
import type { PaymentsService } from "./create-payments-service.js";

const READS_PER_MINUTE = 120;
const tags = ["billing"];
const security = [{ bearer: [] }];

const ZInvoiceView = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  appId: z.number(),
  productTitle: z.string(),
  tier: z.string(),
  seats: z.number(),
  amount: z.number(),
  periodStart: z.string(),
  periodEnd: z.string(),
  createdAt: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});

const ZBillingOverview = z.object({
  organizationName: z.string(),
  canManage: z.boolean(),
  paymentMethod: z
    .object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() })
    .nullable(),
  invoices: z.array(ZInvoiceView),
  subscriptions: z.array(
    z.object({
      subsId: z.string(),
      appId: z.number(),
      productTitle: z.string(),
      tier: z.string(),
      amount: z.number(),
      endDate: z.string(),
      status: z.string(),
      cancelAtPeriodEnd: z.boolean(),
    }),
  ),
});

const ZIdParams = z.object({ id: z.string().max(100) });

/** The billing page: invoices, the card on file and plans (members); receipts as PDFs; resuming a plan (Admins). */
export async function billingAccountRoutes(parent: FastifyInstance, { payments }: { payments: PaymentsService }) {
  const app = withZodSchemas(parent);
  const reads = {
    onRequest: app.authenticate,
    preHandler: requestRateLimit(app, {
      max: READS_PER_MINUTE,
      timeWindow: 60_000,
      key: (request) => (request.user ? `billing:user:${request.user.id}` : undefined),
    }),
  };
  app.get(
    "/billing",
    { ...reads, schema: { tags, security, response: answers({ 200: ZBillingOverview }) } },
    async (request) => payments.getBillingAccount(requireUser(request)),
  );
  app.get(
    "/billing/invoices/:id/receipt.pdf",
    {
      ...reads,
      schema: {
        tags,
        security,
        params: ZIdParams,
        response: {
          200: { description: "The receipt as a PDF", content: { "application/pdf": { schema: binary() } } },
          "4xx": ZRefusal,
          "5xx": ZRefusal,
        },
      },
    },
    async (request, reply) => {
      const { number, pdf } = await payments.getReceiptPdf(requireUser(request), request.params.id);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="receipt-${number}.pdf"`)
        .send(pdf);
    },
  );
  app.post(
    "/billing/subscriptions/:id/resume",
    {
      ...reads,
      schema: {
        tags,
        security,
        params: ZIdParams,
        response: answers({ 200: z.object({ subsId: z.string(), cancelAtPeriodEnd: z.boolean() }) }),
      },
    },
    async (request) => {
      const resumed = await payments.resumePlan(requireUser(request), request.params.id, auditSourceOf(request));
      return { subsId: resumed.subsId, cancelAtPeriodEnd: resumed.cancelAtPeriodEnd };
    },
  );
}
