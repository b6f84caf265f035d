import type { TLinkRequiredAnswer, TSignInProvider } from "@paralex/shared/linked-sign-in";
import type { TSecondStepAnswer } from "@paralex/shared/two-factor";
import { type ApiResult, apiClient, firstError } from "../../lib/api-client";
import { publicConfig } from "../../lib/public-config";
import { rateLimitMessage } from "../../lib/rate-limit-message";
import type { LoginAnswer } from "./auth-api";

/** What signing in through Google or Apple can answer (decision 076). */
export type ProviderAnswer = LoginAnswer | TSecondStepAnswer | TLinkRequiredAnswer;

const anonymous = { withAuth: false } as const;

/** Where 'Continue with …' sends the browser: the server starts the flow and redirects to the provider. */
export const providerStartUrl = (provider: TSignInProvider) =>
  `${publicConfig.apiBase.replace(/\/+$/, "")}/auth/oidc/${provider}/start/`;

export function fetchConfiguredProviders(): Promise<ApiResult<Record<TSignInProvider, boolean>>> {
  return apiClient.get<Record<TSignInProvider, boolean>>("auth/oidc/providers/", anonymous);
}

/** Spends the one-time ticket the callback put in the login page's address. */
export function completeProviderSignIn(ticket: string): Promise<ApiResult<ProviderAnswer>> {
  return apiClient.post<ProviderAnswer>("auth/oidc/complete/", { ticket }, anonymous);
}

export function linkWithPassword(linkToken: string, password: string): Promise<ApiResult<ProviderAnswer>> {
  return apiClient.post<ProviderAnswer>("auth/oidc/link/", { link_token: linkToken, password }, anonymous);
}

export function sendLinkEmail(linkToken: string): Promise<ApiResult<{ detail: string }>> {
  return apiClient.post<{ detail: string }>("auth/oidc/link/email/", { link_token: linkToken }, anonymous);
}

/** The emailed link's token, from the login page's address. */
export function confirmLinkByEmail(token: string): Promise<ApiResult<ProviderAnswer>> {
  return apiClient.post<ProviderAnswer>("auth/oidc/link/confirm/", { token }, anonymous);
}

/** The message of a refused call: the server's words when it gave some. */
export function providerFailureMessage(result: ApiResult<unknown>): string {
  return (
    rateLimitMessage(result.status, result.data) ??
    firstError(result.data, "non_field_errors") ??
    firstError(result.data, "password") ??
    firstError(result.data, "detail") ??
    "We could not sign you in. Please try again."
  );
}
