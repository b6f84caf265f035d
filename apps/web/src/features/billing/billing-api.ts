import type { TBillingOverview } from "@paralex/shared/billing";
import { api } from "../../lib/api/api";
import { saveFile } from "../../lib/save-file";

const BILLING = { type: "Subscription", id: "BILLING" } as const;

const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The organization's invoices, card on file and plans; any member may read them. */
    billingOverview: build.query<TBillingOverview, void>({
      query: () => ({ path: "billing" }),
      providesTags: [BILLING],
    }),
    /** An Admin takes back a plan's cancellation before it ends. */
    resumePlan: build.mutation<{ subsId: string; cancelAtPeriodEnd: boolean }, string>({
      query: (subsId) => ({ path: `billing/subscriptions/${encodeURIComponent(subsId)}/resume`, method: "POST" }),
      invalidatesTags: (_result, error) => (error ? [] : ["Subscription"]),
    }),
    /** Fetches one receipt's PDF and saves it; the bytes never enter the store. */
    downloadReceipt: build.mutation<null, { id: string; number: string }>({
      async queryFn({ id, number }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          path: `billing/invoices/${encodeURIComponent(id)}/receipt.pdf`,
          responseType: "blob",
        });
        if (result.error) return { error: result.error };
        saveFile(result.data as Blob, `receipt-${number}.pdf`);
        return { data: null };
      },
    }),
  }),
});

export const { useBillingOverviewQuery, useResumePlanMutation, useDownloadReceiptMutation } = billingApi;
