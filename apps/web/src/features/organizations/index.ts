// What other features may use of the organization.
export { fetchCanManageOrganization, useCanManageOrganization } from "./use-can-manage-organization";
