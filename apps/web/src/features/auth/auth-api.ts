import type { TSecondStepAnswer } from "@paralex/shared/two-factor";
import { type ApiResult, apiClient } from "../../lib/api-client";
import type { AuthUser } from "../../lib/session/auth-slice";

/** The account calls of the dj-rest-auth compatible API; each answers the client's `ApiResult`. */
export interface LoginAnswer {
  access: string;
  refresh: string;
  access_expiration: string | null;
  refresh_expiration: string | null;
  user: AuthUser;
  chat_token?: string | null;
}

export interface RegistrationPayload {
  email: string;
  password1: string;
  password2: string;
  first_name: string;
  last_name: string;
}

export interface PasswordResetConfirmPayload {
  new_password1: string;
  new_password2: string;
  uid: string;
  token: string;
}

// The session's bearer token has no business on the calls made before or while signing in.
const anonymous = { withAuth: false } as const;

/** The spec's answer, or, for an account with a second factor, the token of the second step (decision 070). */
export function logIn(email: string, password: string): Promise<ApiResult<LoginAnswer | TSecondStepAnswer>> {
  return apiClient.post<LoginAnswer | TSecondStepAnswer>("auth/login/", { email, password }, anonymous);
}

/** The second step: the token from the password step and a code (authenticator app or recovery code). */
export function completeSecondStep(secondStepToken: string, code: string): Promise<ApiResult<LoginAnswer>> {
  return apiClient.post<LoginAnswer>(
    "auth/login/second-step/",
    { second_step_token: secondStepToken, code },
    anonymous,
  );
}

export function register(payload: RegistrationPayload): Promise<ApiResult> {
  return apiClient.post("auth/registration/", payload, anonymous);
}

export function verifyEmail(key: string): Promise<ApiResult> {
  return apiClient.post("auth/registration/verify-email/", { key }, anonymous);
}

export function resendConfirmationEmail(email: string): Promise<ApiResult> {
  return apiClient.post("auth/registration/resend-email/", { email }, anonymous);
}

export function requestPasswordReset(email: string): Promise<ApiResult> {
  return apiClient.post("auth/password/reset/", { email }, anonymous);
}

export function confirmPasswordReset(payload: PasswordResetConfirmPayload): Promise<ApiResult> {
  return apiClient.post("auth/password/reset/confirm/", payload, anonymous);
}

/** Ends the session on the server (revokes the refresh token); the caller clears it in the browser. */
export function logOutOnServer(refresh: string | null): Promise<ApiResult> {
  return apiClient.post("auth/logout/", refresh ? { refresh } : {});
}

export function fetchCurrentUser(): Promise<ApiResult<AuthUser>> {
  return apiClient.get<AuthUser>("auth/user/");
}
