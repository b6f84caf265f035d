import type { FastifyInstance } from "fastify";
import type { JobDefinition, JobQueue } from "./jobs/job-queue.js";

export const API_PREFIX = "/api";
export const GATEWAY_PREFIX = "/gateway";

/** A feature's routes as one encapsulated Fastify plugin: it registers its route plugins with its service. */
export type FeatureRoutes = (app: FastifyInstance) => Promise<void>;

/**
 * A server feature as `app.ts` lists it (decision 074): its service (what other features and GraphQL call), its
 * routes under `/api`, under `/gateway` or at the site's root, and the durable jobs it runs. A feature's factory,
 * `features/<name>/<name>.feature.ts`, takes what it needs, other features' services included, as one typed object.
 */
export interface Feature<Service = undefined> {
  /** The feature's folder name (decision 048). */
  name: string;
  service: Service;
  /** Registered with the prefix `/api`. */
  api?: FeatureRoutes;
  /** Registered with the prefix `/gateway`. */
  gateway?: FeatureRoutes;
  /** Pages outside both prefixes (provider-hosted pages); the web app's routes must not collide with them. */
  site?: FeatureRoutes;
  // biome-ignore lint/suspicious/noExplicitAny: each job keeps its own payload type; the list holds any of them
  jobs?: readonly JobDefinition<any>[];
  /** Runs once the feature's jobs are defined: listeners, timers, decorations (each closed in an onClose hook). */
  start?: (app: FastifyInstance) => Promise<void>;
}

/** Where each place's routes are mounted, each feature's in an encapsulated plugin of its own. */
const PLACES = [
  ["api", API_PREFIX],
  ["gateway", GATEWAY_PREFIX],
  ["site", ""],
] as const;

/**
 * Adds the features in the order listed: each one's jobs, then its start, then its routes. A feature listed twice,
 * a job name or a route used twice fails the start.
 */
export async function registerFeatures(
  app: FastifyInstance,
  jobs: JobQueue,
  // biome-ignore lint/suspicious/noExplicitAny: each feature keeps its own service type
  features: readonly Feature<any>[],
): Promise<void> {
  const names = new Set<string>();
  for (const feature of features) {
    if (names.has(feature.name)) throw new Error(`feature ${feature.name} is listed twice`);
    names.add(feature.name);
    for (const job of feature.jobs ?? []) await jobs.define(job);
    await feature.start?.(app);
    for (const [place, prefix] of PLACES) {
      const routes = feature[place];
      if (routes) await app.register(routes, prefix ? { prefix } : {});
    }
  }
}
