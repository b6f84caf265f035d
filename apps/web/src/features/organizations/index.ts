// What other features may use of the organization.
export { useMyOrganizationQuery } from "./organizations-api";
export { useCanManageOrganization } from "./use-can-manage-organization";
