import type { DbExecutor } from "../../db/client.js";
import {
  countMembersWithProduct,
  findBillingContact,
  findOrganizationsAdministeredFor,
} from "./organizations.repository.js";

/** The address the organization's billing mail goes to, or null while it goes to the Admin who pays. */
export async function billingContactEmail(db: DbExecutor, organizationId: string): Promise<string | null> {
  return (await findBillingContact(db, organizationId))?.email ?? null;
}

/** The organizations in which `adminId` is an Admin and `userId` is a member. */
export async function listOrganizationsAdministeredFor(db: DbExecutor, adminId: string, userId: string) {
  return findOrganizationsAdministeredFor(db, adminId, userId);
}

/** The seats a subscription of the organization to the product pays for: its members in that product, at least 1. */
export async function seatsNeeded(db: DbExecutor, organizationId: string, appId: number): Promise<number> {
  return seatsNeededAfter(db, organizationId, appId, 0);
}

/** The seats the subscription would pay for once `memberDelta` members join (+) or leave (-) the product. */
export async function seatsNeededAfter(
  db: DbExecutor,
  organizationId: string,
  appId: number,
  memberDelta: number,
): Promise<number> {
  return Math.max(1, (await countMembersWithProduct(db, organizationId, appId)) + memberDelta);
}
