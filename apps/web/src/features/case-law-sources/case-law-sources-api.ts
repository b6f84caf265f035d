import type { TCaseLawSources } from "@paralex/shared/case-law-sources";
import type { TCourtListenerAlertsUsage } from "@paralex/shared/courtlistener-dockets";
import { api } from "../../lib/api/api";

const caseLawSourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The installation's case-law sources and the organization's lookups today; its Admins only. */
    caseLawSources: build.query<TCaseLawSources, void>({
      query: () => ({ path: "cite-checks/sources" }),
    }),
    /** CourtListener's docket alerts: how many the account holds and may hold; its Admins only. */
    courtListenerAlertsUsage: build.query<TCourtListenerAlertsUsage, void>({
      query: () => ({ path: "cases/courtlistener/usage" }),
    }),
  }),
});

export const { useCaseLawSourcesQuery, useCourtListenerAlertsUsageQuery } = caseLawSourcesApi;
