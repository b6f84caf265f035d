import { normalizeIP } from "@fastify/rate-limit";
import { singleLineText } from "@paralex/shared/text-input";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../../lib/app-error.js";
import { parseInput } from "../../lib/parse-input.js";
import { RATE_LIMITED_MESSAGE } from "../../plugins/rate-limit.js";
import { auditSourceOf } from "../audit/audit.service.js";
import { requireUser } from "../auth/authenticate.js";
import { acceptInvitation, describeInvitation, registerThroughInvitation } from "./invitations.service.js";
import type { OrganizationsDeps } from "./organizations-deps.js";

const ZKeyParams = z.object({ key: singleLineText().max(200) });

/** Requests a minute from one address: the links are secrets, and signing up hashes a password. */
function perIpLimit(app: FastifyInstance, name: string, max: number) {
  const limit = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => `invitations:${name}:ip:${normalizeIP(request.ip)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header("retry-after", result.ttlInSeconds);
      throw new AppError("rate_limited", RATE_LIMITED_MESSAGE);
    }
  };
}

/** The invitation link's page reads, and answers, these: /api/invitations/{key}. */
export async function invitationRoutes(app: FastifyInstance, deps: OrganizationsDeps) {
  app.get("/invitations/:key", { preHandler: perIpLimit(app, "read", 30) }, async (request) =>
    describeInvitation(deps, parseInput(ZKeyParams, request.params).key),
  );

  app.post(
    "/invitations/:key/accept",
    { preHandler: [perIpLimit(app, "accept", 20), app.authenticate] },
    async (request) =>
      acceptInvitation(deps, requireUser(request), parseInput(ZKeyParams, request.params).key, auditSourceOf(request)),
  );

  // Only an Admin can mint a key, and each key is 256 random bits: the limit only bounds the password hashing.
  app.post("/invitations/:key/register", { preHandler: perIpLimit(app, "register", 30) }, async (request, reply) => {
    const { key } = parseInput(ZKeyParams, request.params);
    return reply.status(201).send(await registerThroughInvitation(deps, key, request.body, auditSourceOf(request)));
  });
}
