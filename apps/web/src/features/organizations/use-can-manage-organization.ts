import { useEffect, useState } from "react";
import type { GraphqlResult } from "../../lib/graphql-client";
import { fetchMyOrganization } from "./organization-api";

/**
 * Whether the signed-in user is an Admin of their organization: myOrganization's canManage, read from the same
 * membership row the server checks before a checkout, a plan change, a cancel or the billing page (decision 025).
 */
export async function fetchCanManageOrganization(): Promise<GraphqlResult<boolean>> {
  const result = await fetchMyOrganization();
  return result.success ? { success: true, data: result.data.canManage } : result;
}

export type CanManageOrganization =
  | { status: "loading" }
  | { status: "ready"; canManage: boolean }
  | { status: "error"; message: string };

/** fetchCanManageOrganization once for the mounted component; "loading" until the server has answered. */
export function useCanManageOrganization(): CanManageOrganization {
  const [state, setState] = useState<CanManageOrganization>({ status: "loading" });

  useEffect(() => {
    let isCurrent = true;
    void fetchCanManageOrganization().then((result) => {
      if (!isCurrent) return;
      setState(
        result.success ? { status: "ready", canManage: result.data } : { status: "error", message: result.message },
      );
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  return state;
}
