import { createHash, timingSafeEqual } from "node:crypto";
import { authApiMessages } from "@paralex/shared/auth-validation";
import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error.js";
import type { JobQueue } from "./job-queue.js";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * For operators, behind OPS_TOKEN (a bearer token; the routes do not exist without it):
 * GET ops/jobs/failed lists the jobs that failed their last try, POST ops/jobs/failed/{queue}/{id}/retry
 * gives one of them another try.
 */
export async function jobsOpsRoutes(app: FastifyInstance, options: { jobs: JobQueue; opsToken: string }) {
  const expected = digest(`Bearer ${options.opsToken}`);
  app.addHook("onRequest", async (request) => {
    if (!timingSafeEqual(digest(request.headers.authorization ?? ""), expected)) {
      throw new AppError("unauthorized", authApiMessages.credentialsNotProvided);
    }
  });

  app.get("/ops/jobs/failed", async () => options.jobs.listFailed());

  app.post<{ Params: { queue: string; id: string } }>("/ops/jobs/failed/:queue/:id/retry", async (request) => {
    if (!(await options.jobs.retryFailed(request.params.queue, request.params.id))) {
      throw new AppError("not_found", "No failed job has that id.");
    }
    return { detail: "The job will be tried again." };
  });
}
