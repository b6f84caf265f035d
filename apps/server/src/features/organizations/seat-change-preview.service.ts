import { ZSeatChangePreview } from "@paralex/shared/organization";
import type { TSeatChangeLine } from "@paralex/shared/organization-views";
import type { AuthenticatedUser } from "../../access/viewer.js";
import { parseInput } from "../../lib/parse-input.js";
import { previewSeatChanges } from "../subscriptions/seat-sync.service.js";
import { requireAdmin, requireMemberOfViewer } from "./members.service.js";
import type { OrganizationsDeps } from "./organizations-deps.js";

/**
 * seatChangePreview: what inviting a member (no membershipId), changing a member's products, or removing a member
 * (no products) would do to each of the organization's subscriptions, counted and priced by the server as the
 * change itself would be. Admins only, as only they make these changes.
 */
export async function previewMemberSeatChange(
  deps: Pick<OrganizationsDeps, "db">,
  viewer: AuthenticatedUser,
  input: unknown,
): Promise<TSeatChangeLine[]> {
  const change = parseInput(ZSeatChangePreview, input ?? {});
  const admin = await requireAdmin(deps.db, viewer);
  const productsFrom = change.membershipId
    ? (await requireMemberOfViewer(deps.db, admin, change.membershipId)).practiceAreas
    : [];
  return previewSeatChanges(deps.db, admin.organizationId, productsFrom, change.products);
}
