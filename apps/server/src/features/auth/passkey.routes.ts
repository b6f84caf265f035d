import { ZFactorProof } from "@paralex/shared/two-factor";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireUser } from "../../access/viewer.js";
import { answers, ZDetail } from "../../lib/answer-schemas.js";
import { withZodSchemas } from "../../lib/route-schemas.js";
import { auditSourceOf } from "../audit/audit.service.js";
import { ZLoginResponse } from "./auth-answers.js";
import { authRateLimit, codeGuards } from "./auth-rate-limits.js";
import type { AuthService } from "./create-auth-service.js";
import {
  ZAddPasskey,
  ZPasskeySignIn,
  ZRenamePasskey,
  ZSecondStepPasskey,
  ZSecondStepToken,
} from "./passkey-schemas.js";

const tags = ["passkeys"];
const security = [{ bearer: [] }];
const ZPasskey = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  is_synced: z.boolean(),
});
/** WebAuthn options as @simplewebauthn/server builds them, passed to the browser as they are. */
const ZCeremonyOptions = z.looseObject({ challenge: z.string() });
const asOptions = (options: { challenge: string }) => options as z.infer<typeof ZCeremonyOptions>;
const params = z.object({ id: z.uuid() });

/**
 * Issue 24: passkeys in Account Options (listed, added, renamed, removed), as the second step of a sign-in, and
 * as a sign-in of their own (decision 075). A member whose organization requires a second factor may add one
 * before anything else, as they may set up the authenticator app.
 */
export async function passkeyRoutes(parent: FastifyInstance, { auth }: { auth: AuthService }) {
  const app = withZodSchemas(parent);
  const guardOf = codeGuards(app);
  const signedIn = { preValidation: [authRateLimit(app, "twoFactor"), app.authenticate] };
  const setUp = { ...signedIn, config: { beforeSecondFactor: true } };

  app.get(
    "/account/passkeys/",
    {
      preHandler: app.authenticate,
      config: { beforeSecondFactor: true },
      schema: { tags, security, response: answers({ 200: z.array(ZPasskey) }) },
    },
    async (request) => auth.listPasskeys(requireUser(request)),
  );

  app.post(
    "/account/passkeys/options/",
    { ...setUp, schema: { tags, security, response: answers({ 200: ZCeremonyOptions }) } },
    async (request) => asOptions(await auth.passkeyRegistrationOptions(requireUser(request))),
  );

  app.post(
    "/account/passkeys/",
    {
      ...setUp,
      schema: {
        tags,
        security,
        body: ZAddPasskey,
        response: answers({ 201: ZDetail.extend({ passkey: ZPasskey }) }),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await auth.addPasskey(requireUser(request), request.body, auditSourceOf(request))),
  );

  app.post(
    "/account/passkeys/:id/rename/",
    { ...signedIn, schema: { tags, security, params, body: ZRenamePasskey, response: answers({ 200: ZDetail }) } },
    async (request) =>
      auth.renamePasskey(requireUser(request), request.params.id, request.body.name, auditSourceOf(request)),
  );

  app.post(
    "/account/passkeys/:id/remove/",
    { ...signedIn, schema: { tags, security, params, body: ZFactorProof, response: answers({ 200: ZDetail }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const guard = guardOf(request, reply, user.id);
      return auth.removePasskey(user, request.params.id, request.body, auditSourceOf(request), guard);
    },
  );

  app.post(
    "/auth/login/second-step/passkey/options/",
    {
      preValidation: authRateLimit(app, "secondStep"),
      schema: { tags, body: ZSecondStepToken, response: answers({ 200: ZCeremonyOptions }) },
    },
    async (request) => asOptions(await auth.secondStepPasskeyOptions(request.body.second_step_token)),
  );

  app.post(
    "/auth/login/second-step/passkey/",
    {
      preValidation: authRateLimit(app, "secondStep"),
      schema: { tags, body: ZSecondStepPasskey, response: answers({ 200: ZLoginResponse }) },
    },
    async (request, reply) => {
      const userId = (await auth.secondStepUserId(request.body.second_step_token)) ?? "unknown";
      return auth.completeSecondStepWithPasskey(request.body, auditSourceOf(request), guardOf(request, reply, userId));
    },
  );

  app.post(
    "/auth/passkey/options/",
    {
      preValidation: authRateLimit(app, "passkeySignIn"),
      schema: { tags, response: answers({ 200: ZCeremonyOptions }) },
    },
    async () => asOptions(await auth.passkeySignInOptions()),
  );

  app.post(
    "/auth/passkey/",
    {
      preValidation: authRateLimit(app, "passkeySignIn"),
      schema: { tags, body: ZPasskeySignIn, response: answers({ 200: ZLoginResponse }) },
    },
    async (request, reply) =>
      auth.signInWithPasskey(request.body, auditSourceOf(request), (userId) => guardOf(request, reply, userId)),
  );
}
