import type { Db } from "../../db/client.js";
import type { Feature } from "../../feature.js";
import { createDemoRequestsService, type DemoRequestsService } from "./create-demo-requests-service.js";
import { demoRequestRoutes } from "./demo-requests.routes.js";

/** The marketing site's demo requests. */
export function demoRequestsFeature(db: Db): Feature<DemoRequestsService> {
  const demoRequests = createDemoRequestsService(db);
  return {
    name: "demo-requests",
    service: demoRequests,
    api: async (api) => {
      await api.register(demoRequestRoutes, { demoRequests });
    },
  };
}
