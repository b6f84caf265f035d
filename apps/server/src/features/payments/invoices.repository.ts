import { and, desc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.js";
import { invoices, paymentMethods } from "../../db/schema.js";

export type InvoiceRecord = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type PaymentMethodRecord = typeof paymentMethods.$inferSelect;

/** Keeps an invoice once: a provider's invoice already recorded (a redelivered event) answers undefined. */
export async function insertInvoice(db: DbExecutor, values: NewInvoice): Promise<InvoiceRecord | undefined> {
  const [row] = await db.insert(invoices).values(values).onConflictDoNothing().returning();
  return row;
}

export async function listInvoicesOfOrganization(db: DbExecutor, organizationId: string): Promise<InvoiceRecord[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.organizationId, organizationId))
    .orderBy(desc(invoices.createdAt), desc(invoices.number))
    .limit(200);
}

/** The invoice when it is the organization's; another organization's id finds nothing. */
export async function findInvoiceOfOrganization(
  db: DbExecutor,
  organizationId: string,
  id: string,
): Promise<InvoiceRecord | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.organizationId, organizationId)))
    .limit(1);
  return row;
}

export async function upsertPaymentMethod(
  db: DbExecutor,
  values: Omit<PaymentMethodRecord, "updatedAt">,
): Promise<void> {
  await db
    .insert(paymentMethods)
    .values(values)
    .onConflictDoUpdate({ target: paymentMethods.organizationId, set: { ...values, updatedAt: new Date() } });
}

export async function findPaymentMethod(
  db: DbExecutor,
  organizationId: string,
): Promise<PaymentMethodRecord | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.organizationId, organizationId));
  return row;
}
