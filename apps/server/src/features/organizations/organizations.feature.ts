import type { Feature } from "../../feature.js";
import { createOrganizationsService, type OrganizationsService } from "./create-organizations-service.js";
import { invitationRoutes } from "./invitations.routes.js";
import type { OrganizationsDeps } from "./organizations-deps.js";

/** Running an organization: members, Admins, invitations, its name and billing contact (GraphQL and /api). */
export function organizationsFeature(deps: OrganizationsDeps): Feature<OrganizationsService> {
  const organizations = createOrganizationsService(deps);
  return {
    name: "organizations",
    service: organizations,
    api: async (api) => {
      await api.register(invitationRoutes, { organizations });
    },
  };
}
