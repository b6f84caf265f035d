import type { TInvitationDetails } from "@paralex/shared/organization-views";
import { api } from "../../lib/api/api";

export interface InvitationSignup {
  first_name: string;
  last_name: string;
  password1: string;
  password2: string;
}

const path = (key: string) => `invitations/${encodeURIComponent(key)}`;

const invitationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Anonymous: who invited the link's holder, to which organization, and the link's state. */
    invitation: build.query<TInvitationDetails, string>({
      query: (key) => ({ path: path(key), withAuth: false }),
    }),
    /** The signed-in invitee joins: the organization's members, seats and log change. */
    acceptInvitation: build.mutation<{ organizationId: string }, string>({
      query: (key) => ({ path: `${path(key)}/accept`, method: "POST", body: {} }),
      invalidatesTags: (result) =>
        result ? ["Organization", "Member", "Invitation", "SeatPreview", "Subscription", "AuditLog"] : [],
    }),
    signUpThroughInvitation: build.mutation<{ email: string }, { key: string; signup: InvitationSignup }>({
      query: ({ key, signup }) => ({ path: `${path(key)}/register`, method: "POST", body: signup, withAuth: false }),
    }),
  }),
});

export const { useInvitationQuery, useAcceptInvitationMutation, useSignUpThroughInvitationMutation } = invitationsApi;
