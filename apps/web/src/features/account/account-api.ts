import type { TProfileUpdate } from "@paralex/shared/account";
import type { TAuthUser } from "@paralex/shared/auth-validation";
import { api } from "../../lib/api/api";
import type { AuthUser } from "../../lib/session/auth-slice";

/** The user as auth/user/ answers it, with the Account Options fields. */
export type AccountUser = AuthUser &
  Pick<TAuthUser, "firstName" | "lastName" | "alternateEmail" | "firmName" | "accountType">;

export interface PasswordChangePayload {
  old_password: string;
  new_password1: string;
  new_password2: string;
}

// A saved profile or photo is the account as the server now has it; the names also show in the member list.
const SAVED_ACCOUNT = ["User", "Member"] as const;

const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    account: build.query<AccountUser, void>({
      query: () => ({ path: "auth/user/" }),
      providesTags: ["User"],
    }),
    saveProfile: build.mutation<AccountUser, TProfileUpdate>({
      query: (profile) => ({ path: "auth/user/", method: "PUT", body: profile }),
      invalidatesTags: (result) => (result ? [...SAVED_ACCOUNT] : []),
    }),
    requestEmailChange: build.mutation<{ detail: string }, { email: string; password: string }>({
      query: (body) => ({ path: "account/email/", method: "POST", body }),
    }),
    /** Anonymous: the link may be opened where nobody is signed in. */
    confirmEmailChange: build.mutation<{ detail: string; email: string }, string>({
      query: (key) => ({ path: "account/email/confirm/", method: "POST", body: { key }, withAuth: false }),
      invalidatesTags: (result) => (result ? ["User"] : []),
    }),
    uploadPhoto: build.mutation<AccountUser, Blob>({
      query: (file) => ({ path: "account/photo/", method: "PUT", body: file }),
      invalidatesTags: (result) => (result ? [...SAVED_ACCOUNT] : []),
    }),
    deletePhoto: build.mutation<AccountUser, void>({
      query: () => ({ path: "account/photo/", method: "DELETE" }),
      invalidatesTags: (result) => (result ? [...SAVED_ACCOUNT] : []),
    }),
    changePassword: build.mutation<{ detail: string }, PasswordChangePayload>({
      query: (body) => ({ path: "auth/password/change/", method: "POST", body }),
    }),
  }),
});

export const {
  useAccountQuery,
  useSaveProfileMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
  useUploadPhotoMutation,
  useDeletePhotoMutation,
  useChangePasswordMutation,
} = accountApi;
