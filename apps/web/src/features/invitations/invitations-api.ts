import type { TInvitationDetails } from "@paralex/shared/organization-views";
import { type ApiResult, apiClient } from "../../lib/api-client";

export interface InvitationSignup {
  first_name: string;
  last_name: string;
  password1: string;
  password2: string;
}

const path = (key: string) => `invitations/${encodeURIComponent(key)}`;

export function fetchInvitation(key: string): Promise<ApiResult<TInvitationDetails>> {
  return apiClient.get(path(key), { withAuth: false });
}

export function acceptInvitation(key: string): Promise<ApiResult<{ organizationId: string }>> {
  return apiClient.post(`${path(key)}/accept`, {});
}

export function signUpThroughInvitation(key: string, payload: InvitationSignup): Promise<ApiResult<{ email: string }>> {
  return apiClient.post(`${path(key)}/register`, payload, { withAuth: false });
}
