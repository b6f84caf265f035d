import type { AuthenticationResponseJSON } from "@simplewebauthn/browser";
import { type ApiResult, apiClient } from "../../lib/api-client";
import type { LoginAnswer } from "./auth-api";

const anonymous = { withAuth: false } as const;

/** The options for the second step with a passkey, bound to the password step's token (decision 075). */
export function secondStepPasskeyOptions(secondStepToken: string): Promise<ApiResult<unknown>> {
  return apiClient.post("auth/login/second-step/passkey/options/", { second_step_token: secondStepToken }, anonymous);
}

export function completeSecondStepWithPasskey(
  secondStepToken: string,
  response: AuthenticationResponseJSON,
): Promise<ApiResult<LoginAnswer>> {
  return apiClient.post<LoginAnswer>(
    "auth/login/second-step/passkey/",
    { second_step_token: secondStepToken, response },
    anonymous,
  );
}

/** The options for "Sign in with a passkey": no account named, the browser offers the passkeys it holds. */
export function passkeySignInOptions(): Promise<ApiResult<unknown>> {
  return apiClient.post("auth/passkey/options/", {}, anonymous);
}

export function signInWithPasskey(response: AuthenticationResponseJSON): Promise<ApiResult<LoginAnswer>> {
  return apiClient.post<LoginAnswer>("auth/passkey/", { response }, anonymous);
}
