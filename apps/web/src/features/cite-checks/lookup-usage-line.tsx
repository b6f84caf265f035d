import { citeCheckMessages } from "@paralex/shared/cite-check";
import { useCanManageOrganization } from "../organizations";
import { useCiteCheckUsageQuery } from "./cite-checks-api";

/** Today's case-law lookups of the organization against its daily quota: a line for its Admins only. */
export function LookupUsageLine() {
  const role = useCanManageOrganization();
  const isAdmin = role.status === "ready" && role.canManage;
  const usage = useCiteCheckUsageQuery(undefined, { skip: !isAdmin });
  if (!isAdmin || !usage.data) return null;
  return <p className="mt-2 text-sm text-muted">{citeCheckMessages.usageLine(usage.data)}</p>;
}
