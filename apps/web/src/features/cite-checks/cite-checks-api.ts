import type { TCiteCheckSummary, TCiteCheckUsage, TCiteCheckView } from "@paralex/shared/cite-check";
import { api } from "../../lib/api/api";
import { saveFile } from "../../lib/save-file";

const LIST = { type: "CiteCheck", id: "LIST" } as const;
const checkPath = (id: string) => `cite-checks/${encodeURIComponent(id)}`;

const citeChecksApi = api.injectEndpoints({
  endpoints: (build) => ({
    citeChecks: build.query<TCiteCheckSummary[], void>({
      query: () => ({ path: "cite-checks" }),
      providesTags: [LIST],
    }),
    /** The organization's case-law lookups today against its quota; its Admins only. */
    citeCheckUsage: build.query<TCiteCheckUsage, void>({
      query: () => ({ path: "cite-checks/usage" }),
    }),
    citeCheck: build.query<TCiteCheckView, string>({
      query: (id) => ({ path: checkPath(id) }),
      providesTags: (_result, _error, id) => [{ type: "CiteCheck", id }],
    }),
    /** Starts a check of pasted text, or of a file sent as multipart; answers the new check's id. */
    startCiteCheck: build.mutation<{ id: string }, { text: string } | { file: File }>({
      query: (draft) => {
        if ("text" in draft) return { path: "cite-checks", method: "POST", body: { text: draft.text } };
        const form = new FormData();
        form.append("file", draft.file, draft.file.name);
        return { path: "cite-checks", method: "POST", body: form };
      },
      invalidatesTags: (result) => (result ? [LIST] : []),
    }),
    renameCiteCheck: build.mutation<TCiteCheckSummary, { id: string; name: string }>({
      query: ({ id, name }) => ({ path: checkPath(id), method: "PATCH", body: { name } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, { type: "CiteCheck", id }]),
    }),
    deleteCiteCheck: build.mutation<unknown, string>({
      query: (id) => ({ path: checkPath(id), method: "DELETE" }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    /** Fetches the report's PDF and saves it; the bytes never enter the store. */
    downloadCiteCheckPdf: build.mutation<null, string>({
      async queryFn(id, _api, _extra, baseQuery) {
        const result = await baseQuery({ path: `${checkPath(id)}/report.pdf`, responseType: "blob" });
        if (result.error) return { error: result.error };
        saveFile(result.data as Blob, `cite-check-${id}.pdf`);
        return { data: null };
      },
    }),
  }),
});

export const {
  useCiteChecksQuery,
  useCiteCheckQuery,
  useCiteCheckUsageQuery,
  useStartCiteCheckMutation,
  useRenameCiteCheckMutation,
  useDeleteCiteCheckMutation,
  useDownloadCiteCheckPdfMutation,
} = citeChecksApi;
