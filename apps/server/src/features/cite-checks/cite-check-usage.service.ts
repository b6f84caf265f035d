import { citeCheckMessages, type TCiteCheckUsage } from "@paralex/shared/cite-check";
import type { AuthenticatedUser } from "../../access/viewer.js";
import { AppError } from "../../lib/app-error.js";
import { findDailyLookups, utcDayOf } from "./case-law-budget.repository.js";
import { requireCiteCheckAccess } from "./cite-checks.service.js";
import type { CiteChecksDeps } from "./cite-checks-deps.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's case-law lookups of the caller's organization against its quota: for its Admins only. */
export async function getCiteCheckUsage(deps: CiteChecksDeps, user: AuthenticatedUser): Promise<TCiteCheckUsage> {
  const access = await requireCiteCheckAccess(deps, user);
  if (!access.isAdmin) throw new AppError("forbidden", citeCheckMessages.usageForAdmins);
  const now = new Date();
  const today = utcDayOf(now);
  return {
    used: await findDailyLookups(deps.db, access.organizationId, today),
    quota: deps.lookupsPerOrganizationPerDay,
    resetsAt: new Date(Date.parse(today) + DAY_MS).toISOString(),
  };
}
