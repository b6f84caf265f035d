import type { TPasskey } from "@paralex/shared/passkey-messages";
import type { TFactorProof } from "@paralex/shared/two-factor";
import { api } from "../../lib/api/api";

/** Account Options' passkeys (decision 075); they share the sign-in settings' tag, whose status counts them. */
const passkeyApi = api.injectEndpoints({
  endpoints: (build) => ({
    passkeys: build.query<TPasskey[], void>({
      query: () => ({ path: "account/passkeys/" }),
      providesTags: ["TwoFactor"],
    }),
    passkeyOptions: build.mutation<unknown, void>({
      query: () => ({ path: "account/passkeys/options/", method: "POST", body: {} }),
    }),
    addPasskey: build.mutation<{ detail: string; passkey: TPasskey }, { name: string; response: unknown }>({
      query: (body) => ({ path: "account/passkeys/", method: "POST", body }),
      invalidatesTags: (result) => (result ? ["TwoFactor"] : []),
    }),
    renamePasskey: build.mutation<{ detail: string }, { id: string; name: string }>({
      query: ({ id, name }) => ({
        path: `account/passkeys/${encodeURIComponent(id)}/rename/`,
        method: "POST",
        body: { name },
      }),
      invalidatesTags: (result) => (result ? ["TwoFactor"] : []),
    }),
    removePasskey: build.mutation<{ detail: string }, { id: string; proof: TFactorProof }>({
      query: ({ id, proof }) => ({
        path: `account/passkeys/${encodeURIComponent(id)}/remove/`,
        method: "POST",
        body: proof,
      }),
      invalidatesTags: (result) => (result ? ["TwoFactor"] : []),
    }),
  }),
});

export const {
  usePasskeysQuery,
  usePasskeyOptionsMutation,
  useAddPasskeyMutation,
  useRenamePasskeyMutation,
  useRemovePasskeyMutation,
} = passkeyApi;
