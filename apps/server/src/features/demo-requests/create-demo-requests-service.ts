import type { Db } from "../../db/client.js";
import { bindService } from "../../lib/bind-service.js";
import { recordDemoRequest } from "./demo-requests.service.js";

/** Book-a-demo requests, built once at start. */
export function createDemoRequestsService(db: Db) {
  return bindService(db, { recordDemoRequest });
}

export type DemoRequestsService = ReturnType<typeof createDemoRequestsService>;
