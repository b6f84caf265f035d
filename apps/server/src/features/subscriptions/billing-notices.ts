import { BILLING_PAGE_PATH } from "@paralex/shared/billing";
import { billingContactEmail } from "../../access/billing-contact.js";
import type { Db, DbExecutor } from "../../db/client.js";
import { type JobDefinition, type JobQueue, jobName } from "../../jobs/job-queue.js";
import { type BillingMail, renderBillingMail, type TBillingNoticeKind } from "../mail/billing-mail.js";
import type { Mailer } from "../mail/mail.service.js";
import { getProduct } from "../products/products.service.js";
import { findAdminEmails, findOrganizationNameForBilling } from "./billing-notices.repository.js";
import type { SubscriptionRecord } from "./subscriptions.repository.js";

export const BILLING_NOTICE_JOB = jobName<BillingNotice>("billing-notice");

/**
 * One billing event to tell the organization about (decision 066): a receipt for a payment or renewal, or a notice
 * of a plan change, a seat change, a failed payment, a cancellation, a resumption or an end. Queued in the
 * transaction that made the change (a rollback drops it); the job finds who receives it when it runs.
 */
export interface BillingNotice {
  kind: TBillingNoticeKind;
  organizationId: string;
  appId: number;
  tier: string;
  seats: number;
  amountCents: number;
  periodStart: string;
  periodEnd: string;
  invoiceNumber?: string | null;
  previous?: { tier?: string; seats?: number; amountCents?: number };
  prorationCents?: number;
}

/** Where notices are queued from: the job queue, when the caller has one (a bare service in a test may not). */
export type BillingNoticeQueue = Pick<JobQueue, "enqueue"> | undefined;

/** A notice about the subscription as it now is. */
export function noticeOf(
  kind: TBillingNoticeKind,
  subscription: Pick<
    SubscriptionRecord,
    "organizationId" | "appId" | "pricingTier" | "seats" | "amountChargedCents" | "startDate" | "endDate"
  >,
  extra: Partial<BillingNotice> = {},
): BillingNotice {
  return {
    kind,
    organizationId: subscription.organizationId,
    appId: subscription.appId,
    tier: subscription.pricingTier,
    seats: subscription.seats,
    amountCents: subscription.amountChargedCents,
    periodStart: subscription.startDate.toISOString(),
    periodEnd: subscription.endDate.toISOString(),
    ...extra,
  };
}

export async function queueBillingNotice(
  jobs: BillingNoticeQueue,
  tx: DbExecutor,
  notice: BillingNotice,
): Promise<void> {
  if (!jobs) return;
  await jobs.enqueue(tx, BILLING_NOTICE_JOB, notice);
}

/** Who receives the organization's billing mail: its billing contact, else its Admins (decision 059). */
export async function billingRecipients(db: DbExecutor, organizationId: string): Promise<string[]> {
  const contact = await billingContactEmail(db, organizationId);
  return contact ? [contact] : findAdminEmails(db, organizationId);
}

/** The job: renders the notice for each recipient and hands the mails to the mailer, together or not at all. */
export function billingNoticeJob(options: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  brandName: string;
  retryDelaySeconds: number;
}): JobDefinition<BillingNotice> {
  const { db, mailer } = options;
  return {
    name: BILLING_NOTICE_JOB,
    handler: async (notice) => {
      const [recipients, product, organizationName] = await Promise.all([
        billingRecipients(db, notice.organizationId),
        getProduct(db, notice.appId),
        findOrganizationNameForBilling(db, notice.organizationId),
      ]);
      const mail: Omit<BillingMail, "to"> = {
        ...notice,
        brandName: options.brandName,
        link: `${options.publicUrl}${BILLING_PAGE_PATH}`,
        organizationName,
        productTitle: product?.title ?? `Product ${notice.appId}`,
      };
      await db.transaction(async (tx) => {
        for (const to of recipients) await mailer.send(tx, renderBillingMail({ ...mail, to }));
      });
    },
    policy: { retryLimit: 12, retryDelaySeconds: options.retryDelaySeconds, timeoutSeconds: 60, keepCompleted: false },
  };
}

/** The organization's name as billing mail and receipts print it. */
export async function organizationNameForBilling(db: DbExecutor, organizationId: string): Promise<string> {
  return findOrganizationNameForBilling(db, organizationId);
}
