import type { TCaseLawSources } from "@paralex/shared/case-law-sources";
import { api } from "../../lib/api/api";

const caseLawSourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The installation's case-law sources and the organization's lookups today; its Admins only. */
    caseLawSources: build.query<TCaseLawSources, void>({
      query: () => ({ path: "cite-checks/sources" }),
    }),
  }),
});

export const { useCaseLawSourcesQuery } = caseLawSourcesApi;
