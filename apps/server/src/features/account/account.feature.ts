import type { Feature } from "../../feature.js";
import { accountRoutes } from "./account.routes.js";
import type { AccountDeps } from "./account-deps.js";
import { type AccountService, createAccountService } from "./create-account-service.js";

/** A person's own profile, photo, e-mail address and password (/api/account). */
export function accountFeature(deps: AccountDeps): Feature<AccountService> {
  const account = createAccountService(deps);
  return {
    name: "account",
    service: account,
    api: async (api) => {
      await api.register(accountRoutes, { account });
    },
  };
}
