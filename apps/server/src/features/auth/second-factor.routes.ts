import { ZFactorProof, ZSecondStepRequest, ZTotpConfirm } from "@paralex/shared/two-factor";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireUser } from "../../access/viewer.js";
import { answers, ZDetail } from "../../lib/answer-schemas.js";
import { withZodSchemas } from "../../lib/route-schemas.js";
import { auditSourceOf } from "../audit/audit.service.js";
import { ZLoginResponse } from "./auth-answers.js";
import { authRateLimit, codeGuards } from "./auth-rate-limits.js";
import type { AuthService } from "./create-auth-service.js";

const tags = ["two-factor"];
const security = [{ bearer: [] }];
const ZRecoveryCodes = z.object({ detail: z.string(), recovery_codes: z.array(z.string()) });

/**
 * Issue 24: the second step of a sign-in, the authenticator app and recovery codes in Account Options, and the list
 * of signed-in sessions. Every path but the second step itself needs a session's access token.
 */
export async function secondFactorRoutes(parent: FastifyInstance, { auth }: { auth: AuthService }) {
  const app = withZodSchemas(parent);
  const guardOf = codeGuards(app);
  const signedIn = (limit: "twoFactor" | "sessions") => ({
    preValidation: [authRateLimit(app, limit), app.authenticate],
  });
  /** Open to a member whose organization requires two-factor sign-in before they have set it up (decision 070). */
  const setUp = { ...signedIn("twoFactor"), config: { beforeSecondFactor: true } };

  app.post(
    "/auth/login/second-step/",
    {
      preValidation: authRateLimit(app, "secondStep"),
      schema: { tags, body: ZSecondStepRequest, response: answers({ 200: ZLoginResponse }) },
    },
    async (request, reply) => {
      const userId = (await auth.secondStepUserId(request.body.second_step_token)) ?? "unknown";
      return auth.completeSecondStep(request.body, auditSourceOf(request), guardOf(request, reply, userId));
    },
  );

  app.get(
    "/account/two-factor/",
    {
      preHandler: app.authenticate,
      config: { beforeSecondFactor: true },
      schema: {
        tags,
        security,
        response: answers({
          200: z.object({
            totp_enabled: z.boolean(),
            totp_confirmed_at: z.string().nullable(),
            recovery_codes_left: z.number(),
            passkey_count: z.number(),
            setup_required: z.boolean(),
          }),
        }),
      },
    },
    async (request) => auth.twoFactorStatus(requireUser(request)),
  );

  app.post(
    "/account/two-factor/totp/setup/",
    {
      ...setUp,
      schema: {
        tags,
        security,
        response: answers({ 200: z.object({ secret: z.string(), otpauth_url: z.string(), qr_code: z.string() }) }),
      },
    },
    async (request) => auth.startTotpSetup(requireUser(request)),
  );

  app.post(
    "/account/two-factor/totp/confirm/",
    {
      ...setUp,
      schema: { tags, security, body: ZTotpConfirm, response: answers({ 200: ZRecoveryCodes }) },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return auth.confirmTotp(user, request.body, auditSourceOf(request), guardOf(request, reply, user.id));
    },
  );

  app.post(
    "/account/two-factor/totp/remove/",
    { ...signedIn("twoFactor"), schema: { tags, security, body: ZFactorProof, response: answers({ 200: ZDetail }) } },
    async (request, reply) => {
      const user = requireUser(request);
      return auth.removeTotp(user, request.body, auditSourceOf(request), guardOf(request, reply, user.id));
    },
  );

  app.post(
    "/account/two-factor/recovery-codes/",
    {
      ...signedIn("twoFactor"),
      schema: { tags, security, body: ZFactorProof, response: answers({ 200: ZRecoveryCodes }) },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return auth.regenerateRecoveryCodes(user, request.body, auditSourceOf(request), guardOf(request, reply, user.id));
    },
  );

  app.get(
    "/account/sessions/",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        response: answers({
          200: z.array(
            z.object({
              id: z.string(),
              browser: z.string(),
              os: z.string(),
              device: z.string(),
              ip_address: z.string().nullable(),
              place: z.string().nullable(),
              first_seen: z.string(),
              last_seen: z.string(),
              current: z.boolean(),
            }),
          ),
        }),
      },
    },
    async (request) => auth.listSessions(requireUser(request)),
  );

  app.post(
    "/account/sessions/sign-out-others/",
    {
      ...signedIn("sessions"),
      schema: { tags, security, response: answers({ 200: ZDetail.extend({ ended: z.number() }) }) },
    },
    async (request) => auth.endOtherSessions(requireUser(request), auditSourceOf(request)),
  );

  app.post(
    "/account/sessions/:id/sign-out/",
    {
      ...signedIn("sessions"),
      schema: { tags, security, params: z.object({ id: z.uuid() }), response: answers({ 200: ZDetail }) },
    },
    async (request) => auth.endSignedInSession(requireUser(request), request.params.id, auditSourceOf(request)),
  );
}
