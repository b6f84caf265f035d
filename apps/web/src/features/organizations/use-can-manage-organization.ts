import { errorMessage } from "../../lib/api/error-message";
import { useMyOrganizationQuery } from "./organizations-api";

export type CanManageOrganization =
  | { status: "loading" }
  | { status: "ready"; canManage: boolean }
  | { status: "error"; message: string };

/**
 * Whether the signed-in user is an Admin of their organization: myOrganization's canManage, read from the same
 * membership row the server checks before a checkout, a plan change, a cancel or the billing page (decision 025).
 */
export function useCanManageOrganization(): CanManageOrganization {
  const organization = useMyOrganizationQuery();
  if (organization.isError) return { status: "error", message: errorMessage(organization.error) };
  if (!organization.data) return { status: "loading" };
  return { status: "ready", canManage: organization.data.canManage };
}
