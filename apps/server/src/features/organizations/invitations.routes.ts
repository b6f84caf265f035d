import { singleLineText } from "@paralex/shared/text-input";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { parseInput } from "../../lib/parse-input.js";
import { perClientLimit } from "../../lib/request-rate-limit.js";
import { auditSourceOf } from "../audit/audit.service.js";
import { requireUser } from "../auth/authenticate.js";
import { acceptInvitation, describeInvitation, registerThroughInvitation } from "./invitations.service.js";
import type { OrganizationsDeps } from "./organizations-deps.js";

const ZKeyParams = z.object({ key: singleLineText().max(200) });

/**
 * The invitation link's page reads, and answers, these: /api/invitations/{key}. Each is limited per client
 * address and minute: the links are secrets, and signing up hashes a password.
 */
export async function invitationRoutes(app: FastifyInstance, deps: OrganizationsDeps) {
  app.get("/invitations/:key", { preHandler: perClientLimit(app, "invitations:read", 30) }, async (request) =>
    describeInvitation(deps, parseInput(ZKeyParams, request.params).key),
  );

  app.post(
    "/invitations/:key/accept",
    { preHandler: [perClientLimit(app, "invitations:accept", 20), app.authenticate] },
    async (request) =>
      acceptInvitation(deps, requireUser(request), parseInput(ZKeyParams, request.params).key, auditSourceOf(request)),
  );

  // Only an Admin can mint a key, and each key is 256 random bits: the limit only bounds the password hashing.
  app.post(
    "/invitations/:key/register",
    { preHandler: perClientLimit(app, "invitations:register", 30) },
    async (request, reply) => {
      const { key } = parseInput(ZKeyParams, request.params);
      return reply.status(201).send(await registerThroughInvitation(deps, key, request.body, auditSourceOf(request)));
    },
  );
}
