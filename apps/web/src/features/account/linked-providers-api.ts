import type { TLinkedProviders, TSignInProvider } from "@paralex/shared/linked-sign-in";
import { api } from "../../lib/api/api";

/** Account Options: the Google and Apple sign-ins linked to the account (decision 076). */
const linkedProvidersApi = api.injectEndpoints({
  endpoints: (build) => ({
    linkedProviders: build.query<TLinkedProviders, void>({
      query: () => ({ path: "account/sign-in-providers/" }),
    }),
    unlinkProvider: build.mutation<{ detail: string }, TSignInProvider>({
      query: (provider) => ({ path: `account/sign-in-providers/${provider}/`, method: "DELETE" }),
    }),
  }),
});

export const { useLinkedProvidersQuery, useUnlinkProviderMutation } = linkedProvidersApi;
