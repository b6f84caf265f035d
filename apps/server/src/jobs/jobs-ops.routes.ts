import { createHash, timingSafeEqual } from "node:crypto";
import { authApiMessages } from "@paralex/shared/auth-validation";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { answers, ZDetail } from "../lib/answer-schemas.js";
import { AppError } from "../lib/app-error.js";
import { withZodSchemas } from "../lib/route-schemas.js";
import type { JobQueue } from "./job-queue.js";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * For operators, behind OPS_TOKEN (a bearer token; the routes do not exist without it):
 * GET ops/jobs/failed lists the jobs that failed their last try, POST ops/jobs/failed/{queue}/{id}/retry
 * gives one of them another try. Left out of the public OpenAPI document (UNDOCUMENTED_ROUTES).
 */
const ZFailedJob = z.object({
  id: z.string(),
  queue: z.string(),
  retryCount: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});

export async function jobsOpsRoutes(parent: FastifyInstance, options: { jobs: JobQueue; opsToken: string }) {
  const app = withZodSchemas(parent);
  const expected = digest(`Bearer ${options.opsToken}`);
  app.addHook("onRequest", async (request) => {
    if (!timingSafeEqual(digest(request.headers.authorization ?? ""), expected)) {
      throw new AppError("unauthorized", authApiMessages.credentialsNotProvided);
    }
  });

  app.get("/ops/jobs/failed", { schema: { response: answers({ 200: z.array(ZFailedJob) }) } }, async () =>
    options.jobs.listFailed(),
  );

  const retry = {
    params: z.object({ queue: z.string(), id: z.string() }),
    response: answers({ 200: ZDetail }),
  };
  app.post("/ops/jobs/failed/:queue/:id/retry", { schema: retry }, async (request) => {
    if (!(await options.jobs.retryFailed(request.params.queue, request.params.id))) {
      throw new AppError("not_found", "No failed job has that id.");
    }
    return { detail: "The job will be tried again." };
  });
}
