import type { Database } from "../../db/client.js";
import type { Feature } from "../../feature.js";
import { healthRoutes } from "./health.routes.js";
import type { ReadinessCheck } from "./health.service.js";

/** Liveness and readiness for load balancers and orchestrators (/api/health...). */
export function healthFeature(deps: { database: Database; readinessChecks: ReadinessCheck[] }): Feature {
  return {
    name: "health",
    service: undefined,
    api: async (api) => {
      await api.register(healthRoutes, deps);
    },
  };
}
