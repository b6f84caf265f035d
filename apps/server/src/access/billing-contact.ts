import type { DbExecutor } from "../db/client.js";
import { findBillingContact } from "./billing-contact.repository.js";

/** The organization's billing contact (decision 059): a member with their name, or an outside address. */
export async function getBillingContact(db: DbExecutor, organizationId: string) {
  return findBillingContact(db, organizationId);
}

/** The address the organization's billing mail goes to, or null while it goes to the Admin who pays. */
export async function billingContactEmail(db: DbExecutor, organizationId: string): Promise<string | null> {
  return (await findBillingContact(db, organizationId))?.email ?? null;
}
