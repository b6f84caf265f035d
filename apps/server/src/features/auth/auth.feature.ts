import type { Feature } from "../../feature.js";
import type { UsersService } from "../users/create-users-service.js";
import { authRoutes } from "./auth.routes.js";
import type { AuthDeps } from "./auth.service.js";
import { type AuthService, createAuthService } from "./create-auth-service.js";
import { oidcRoutes } from "./oidc.routes.js";
import type { OidcClients } from "./oidc-clients.js";
import { createOidcService } from "./oidc-service.js";

export interface AuthFeatureDeps extends AuthDeps {
  users: UsersService;
  /** The configured Google and Apple clients (decision 076); none, and their buttons say why. */
  oidc?: OidcClients;
}

/** Sign-up, sign-in, sessions, passwords and the second step (/api/auth). */
export function authFeature(deps: AuthFeatureDeps): Feature<AuthService> {
  const auth = createAuthService(deps);
  const { users } = deps;
  return {
    name: "auth",
    service: auth,
    api: async (api) => {
      await api.register(authRoutes, { auth, users });
      await api.register(oidcRoutes, { oidc: createOidcService({ ...deps, oidc: deps.oidc ?? {} }) });
    },
  };
}
