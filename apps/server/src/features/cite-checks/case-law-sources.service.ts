import type { TCaseLawSources } from "@paralex/shared/case-law-sources";
import { caseLawSourcesText } from "@paralex/shared/case-law-sources";
import type { AuthenticatedUser } from "../../access/viewer.js";
import { AppError } from "../../lib/app-error.js";
import { lastCaseLawImport } from "./case-law-import.repository.js";
import { countKnownCases } from "./case-law-stats.repository.js";
import { getCiteCheckUsage } from "./cite-check-usage.service.js";
import { requireCiteCheckAccess } from "./cite-checks.service.js";
import type { CiteChecksDeps } from "./cite-checks-deps.js";

/** The installation's case-law sources and what is left of the organization's budget today: for its Admins only. */
export async function getCaseLawSources(deps: CiteChecksDeps, user: AuthenticatedUser): Promise<TCaseLawSources> {
  const access = await requireCiteCheckAccess(deps, user);
  if (!access.isAdmin) throw new AppError("forbidden", caseLawSourcesText.adminsOnly);
  const [cases, lastImport, usage] = await Promise.all([
    countKnownCases(deps.db),
    lastCaseLawImport(deps.db),
    getCiteCheckUsage(deps, user),
  ]);
  return {
    localIndex: { cases, lastImportAt: lastImport?.finishedAt.toISOString() ?? null },
    courtListener: {
      isConfigured: deps.source !== undefined,
      citationsPerMinute: deps.source?.citationsPerMinute ?? null,
      usedToday: usage.used,
      dailyQuota: usage.quota,
      resetsAt: usage.resetsAt,
    },
  };
}
