import type { TProfileUpdate } from "@paralex/shared/account";
import type { TAuthUser } from "@paralex/shared/auth-validation";
import { type ApiResult, apiClient } from "../../lib/api-client";
import type { AuthUser } from "../../lib/session/auth-slice";

/** The user as auth/user/ answers it, with the Account Options fields. */
export type AccountUser = AuthUser &
  Pick<TAuthUser, "firstName" | "lastName" | "alternateEmail" | "firmName" | "accountType">;

export function fetchAccount(): Promise<ApiResult<AccountUser>> {
  return apiClient.get<AccountUser>("auth/user/");
}

export function saveProfile(profile: TProfileUpdate): Promise<ApiResult<AccountUser>> {
  return apiClient.request<AccountUser>("auth/user/", { method: "PUT", body: profile });
}

export function requestEmailChange(email: string, password: string): Promise<ApiResult<{ detail: string }>> {
  return apiClient.post<{ detail: string }>("account/email/", { email, password });
}

/** Anonymous: the link may be opened where nobody is signed in. */
export function confirmEmailChange(key: string): Promise<ApiResult<{ detail: string; email: string }>> {
  return apiClient.post<{ detail: string; email: string }>("account/email/confirm/", { key }, { withAuth: false });
}

export function uploadPhoto(file: Blob): Promise<ApiResult<AccountUser>> {
  return apiClient.request<AccountUser>("account/photo/", { method: "PUT", body: file });
}

export function deletePhoto(): Promise<ApiResult<AccountUser>> {
  return apiClient.request<AccountUser>("account/photo/", { method: "DELETE" });
}

export interface PasswordChangePayload {
  old_password: string;
  new_password1: string;
  new_password2: string;
}

export function changePassword(payload: PasswordChangePayload): Promise<ApiResult<{ detail: string }>> {
  return apiClient.post<{ detail: string }>("auth/password/change/", payload);
}
