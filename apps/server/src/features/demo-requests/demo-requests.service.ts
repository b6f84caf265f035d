import type { TDemoRequest } from "@paralex/shared/demo-request";
import type { Db } from "../../db/client.js";
import { insertDemoRequest } from "./demo-requests.repository.js";

/** Keeps the request so sales can follow up even when the visitor never books a time. */
export async function recordDemoRequest(db: Db, request: TDemoRequest, ipAddress: string | null) {
  const { id } = await insertDemoRequest(db, {
    ...request,
    businessEmail: request.businessEmail.toLowerCase(),
    ipAddress,
  });
  return { id };
}
