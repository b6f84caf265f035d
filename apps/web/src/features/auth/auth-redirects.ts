import { paths } from "@paralex/shared/routes";
import type { AuthState } from "../../lib/session/auth-slice";
import { NO_SUBSCRIPTION_ERROR } from "./auth-guard-messages";

/**
 * Where /login and /signup send a visitor who is already signed in: the subscriptions page (with the query string)
 * when it mentions no-subscription, otherwise the dashboard. Null when nobody is signed in.
 */
export function signedInDestination(auth: Pick<AuthState, "user" | "isAuthenticated">, search: string): string | null {
  if (!auth.user || !auth.isAuthenticated) return null;
  return search.includes(NO_SUBSCRIPTION_ERROR) ? `${paths.dashboardSubscriptions}${search}` : paths.dashboard;
}
