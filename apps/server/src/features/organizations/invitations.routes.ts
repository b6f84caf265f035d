import { ZRegistrationRequest } from "@paralex/shared/auth-validation";
import { singleLineText } from "@paralex/shared/text-input";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireUser } from "../../access/viewer.js";
import { answers } from "../../lib/answer-schemas.js";
import { perClientLimit } from "../../lib/request-rate-limit.js";
import { documentOnly, withZodSchemas } from "../../lib/route-schemas.js";
import { auditSourceOf } from "../audit/audit.service.js";
import type { OrganizationsService } from "./create-organizations-service.js";
import { ZInvitationDetails } from "./invitation-answers.js";

const ZKeyParams = z.object({ key: singleLineText().max(200) });

const tags = ["invitations"];
/** The invited address is the invitation's; the service checks the rest with sign-up's rules, password ones included. */
const ZInvitedRegistration = documentOnly(ZRegistrationRequest.omit({ email: true }));

/**
 * The invitation link's page reads, and answers, these: /api/invitations/{key}. Each is limited per client
 * address and minute: the links are secrets, and signing up hashes a password.
 */
export async function invitationRoutes(
  parent: FastifyInstance,
  { organizations }: { organizations: OrganizationsService },
) {
  const app = withZodSchemas(parent);
  app.get(
    "/invitations/:key",
    {
      preValidation: perClientLimit(app, "invitations:read", 30),
      schema: { tags, params: ZKeyParams, response: answers({ 200: ZInvitationDetails }) },
    },
    async (request) => organizations.describeInvitation(request.params.key),
  );

  app.post(
    "/invitations/:key/accept",
    {
      preValidation: [perClientLimit(app, "invitations:accept", 20), app.authenticate],
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: ZKeyParams,
        response: answers({ 200: z.object({ organizationId: z.string() }) }),
      },
    },
    async (request) => organizations.acceptInvitation(requireUser(request), request.params.key, auditSourceOf(request)),
  );

  // Only an Admin can mint a key, and each key is 256 random bits: the limit only bounds the password hashing.
  app.post(
    "/invitations/:key/register",
    {
      preValidation: perClientLimit(app, "invitations:register", 30),
      schema: {
        tags,
        params: ZKeyParams,
        body: ZInvitedRegistration,
        response: answers({ 201: z.object({ email: z.string() }) }),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await organizations.registerThroughInvitation(request.params.key, request.body, auditSourceOf(request))),
  );
}
