import { caseMessages, type TCaseMember } from "@paralex/shared/cases";
import { getMembership, type Membership } from "../../access/membership.js";
import type { AuthenticatedUser } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { findCase, findFollower } from "./cases.repository.js";

export const notFound = () => new AppError("not_found", caseMessages.notFound);
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export async function membershipOf(deps: { db: Db }, user: AuthenticatedUser): Promise<Membership> {
  const membership = await getMembership(deps.db, user.id);
  if (!membership) throw new AppError("forbidden", "You are not a member of an organization.");
  return membership;
}

/** The case as this viewer may see it: an Admin any of the organization's, a Member those they follow; else 404. */
export async function visibleCase(deps: { db: Db }, user: AuthenticatedUser, caseId: string) {
  const membership = await membershipOf(deps, user);
  if (!isUuid(caseId)) throw notFound();
  const row = await findCase(deps.db, membership.organizationId, caseId);
  if (!row) throw notFound();
  const follower = await findFollower(deps.db, row.id, user.id);
  if (!membership.isAdmin && (!follower || row.status !== "active")) throw notFound();
  return { membership, row, follower };
}

export const memberOf = (row: { userId: string; email: string; firstName: string; lastName: string }): TCaseMember => ({
  userId: row.userId,
  name: `${row.firstName} ${row.lastName}`.trim(),
  email: row.email,
});
