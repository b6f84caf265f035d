import type { TCiteCheckSummary, TCiteCheckView } from "@paralex/shared/cite-check";
import { type ApiResult, apiClient } from "../../lib/api-client";

export function listCiteChecks(): Promise<ApiResult<TCiteCheckSummary[]>> {
  return apiClient.get<TCiteCheckSummary[]>("cite-checks");
}

export function fetchCiteCheck(id: string): Promise<ApiResult<TCiteCheckView>> {
  return apiClient.get<TCiteCheckView>(`cite-checks/${encodeURIComponent(id)}`);
}

export function startTextCheck(text: string): Promise<ApiResult<{ id: string }>> {
  return apiClient.post<{ id: string }>("cite-checks", { text });
}

export function startFileCheck(file: File): Promise<ApiResult<{ id: string }>> {
  const form = new FormData();
  form.append("file", file, file.name);
  return apiClient.post<{ id: string }>("cite-checks", form);
}

export function deleteCiteCheck(id: string): Promise<ApiResult> {
  return apiClient.request(`cite-checks/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function downloadReportPdf(id: string): Promise<ApiResult<Blob>> {
  return apiClient.request<Blob>(`cite-checks/${encodeURIComponent(id)}/report.pdf`, { responseType: "blob" });
}

/** Saves bytes the page holds as a file, as a link with `download` would. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
