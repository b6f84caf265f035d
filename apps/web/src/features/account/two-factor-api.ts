import type {
  TFactorProof,
  TRecoveryCodes,
  TSignedInSession,
  TTotpSetup,
  TTwoFactorStatus,
} from "@paralex/shared/two-factor";
import { api } from "../../lib/api/api";

/** Account Options' sign-in security: the authenticator app, recovery codes and signed-in sessions (issue 24). */
const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    twoFactorStatus: build.query<TTwoFactorStatus, void>({
      query: () => ({ path: "account/two-factor/" }),
      providesTags: ["TwoFactor"],
    }),
    startTotpSetup: build.mutation<TTotpSetup, void>({
      query: () => ({ path: "account/two-factor/totp/setup/", method: "POST" }),
    }),
    confirmTotp: build.mutation<TRecoveryCodes, string>({
      query: (code) => ({ path: "account/two-factor/totp/confirm/", method: "POST", body: { code } }),
      invalidatesTags: (result) => (result ? ["TwoFactor"] : []),
    }),
    removeTotp: build.mutation<{ detail: string }, TFactorProof>({
      query: (body) => ({ path: "account/two-factor/totp/remove/", method: "POST", body }),
      invalidatesTags: (result) => (result ? ["TwoFactor"] : []),
    }),
    regenerateRecoveryCodes: build.mutation<TRecoveryCodes, TFactorProof>({
      query: (body) => ({ path: "account/two-factor/recovery-codes/", method: "POST", body }),
      invalidatesTags: (result) => (result ? ["TwoFactor"] : []),
    }),
    signedInSessions: build.query<TSignedInSession[], void>({
      query: () => ({ path: "account/sessions/" }),
      providesTags: ["SignedInSession"],
    }),
    signOutSession: build.mutation<{ detail: string }, string>({
      query: (id) => ({ path: `account/sessions/${encodeURIComponent(id)}/sign-out/`, method: "POST" }),
      invalidatesTags: ["SignedInSession"],
    }),
    signOutOtherSessions: build.mutation<{ detail: string; ended: number }, void>({
      query: () => ({ path: "account/sessions/sign-out-others/", method: "POST" }),
      invalidatesTags: ["SignedInSession"],
    }),
  }),
});

export const {
  useTwoFactorStatusQuery,
  useStartTotpSetupMutation,
  useConfirmTotpMutation,
  useRemoveTotpMutation,
  useRegenerateRecoveryCodesMutation,
  useSignedInSessionsQuery,
  useSignOutSessionMutation,
  useSignOutOtherSessionsMutation,
} = twoFactorApi;
