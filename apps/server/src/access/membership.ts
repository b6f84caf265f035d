import { LIVE_SUBSCRIPTION_STATUSES } from "@paralex/shared/subscriptions";
import type { DbExecutor } from "../db/client.js";
import type { AppError } from "../lib/app-error.js";
import {
  countMembersWithProduct,
  findCoveringSubscriptions,
  findMembershipOfUser,
  findOrganizationsAdministeredFor,
  isOrganizationAdmin,
} from "./membership.repository.js";

/** The one organization a person belongs to, and whether they are one of its Admins. */
export interface Membership {
  organizationId: string;
  isAdmin: boolean;
}

export async function getMembership(db: DbExecutor, userId: string): Promise<Membership | null> {
  const row = await findMembershipOfUser(db, userId);
  return row ? { organizationId: row.organizationId, isAdmin: row.applicationRole === "Admin" } : null;
}

/** The organization the person belongs to, or null. */
export async function getPrimaryOrganizationId(db: DbExecutor, userId: string): Promise<string | null> {
  return (await getMembership(db, userId))?.organizationId ?? null;
}

export async function isAdminOfOrganization(db: DbExecutor, userId: string, organizationId: string) {
  return isOrganizationAdmin(db, userId, organizationId);
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

const LIVE: readonly string[] = LIVE_SUBSCRIPTION_STATUSES;

/**
 * The person's membership when a live subscription of their organization covers them for one of the products;
 * the refusal otherwise. A built-in subscription past its end covers nothing, even before it is settled.
 */
export async function requireEntitlement(
  db: DbExecutor,
  userId: string,
  products: { appIds: readonly number[]; refusal: () => AppError; now?: Date },
): Promise<Membership> {
  const membership = await getMembership(db, userId);
  if (!membership) throw products.refusal();
  const now = products.now ?? new Date();
  const covering = await findCoveringSubscriptions(db, userId);
  const isCovered = covering.some(
    (subscription) =>
      subscription.organizationId === membership.organizationId &&
      products.appIds.includes(subscription.appId) &&
      LIVE.includes(subscription.status) &&
      !(subscription.provider === "builtin" && subscription.endDate.getTime() <= now.getTime()),
  );
  if (!isCovered) throw products.refusal();
  return membership;
}
