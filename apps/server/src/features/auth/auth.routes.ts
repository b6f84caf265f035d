import {
  ZEmailRequest,
  ZLoginRequest,
  ZLogoutRequest,
  ZPasswordChangeRequest,
  ZPasswordResetConfirmRequest,
  ZRefreshRequest,
  ZRegistrationRequest,
  ZTokenVerifyRequest,
  ZVerifyEmailRequest,
} from "@paralex/shared/auth-validation";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireUser } from "../../access/viewer.js";
import { answers, ZDetail } from "../../lib/answer-schemas.js";
import { documentOnly, withZodSchemas } from "../../lib/route-schemas.js";
import { auditSourceOf } from "../audit/audit.service.js";
import type { UsersService } from "../users/create-users-service.js";
import { ZAuthUser, ZLoginResponse, ZSecondStepAnswer, ZTokenPair } from "./auth-answers.js";
import { authRateLimit, loginGuards } from "./auth-rate-limits.js";
import type { AuthService } from "./create-auth-service.js";
import { passkeyRoutes } from "./passkey.routes.js";
import { secondFactorRoutes } from "./second-factor.routes.js";

const tags = ["auth"];
const bearer = [{ bearer: [] }];

/**
 * The dj-rest-auth compatible account API under /api/auth/; each path also answers without its trailing slash.
 * Limits and authentication run before the body is checked (preValidation), as they did before routes had schemas.
 */
export async function authRoutes(parent: FastifyInstance, { auth, users }: { auth: AuthService; users: UsersService }) {
  const app = withZodSchemas(parent);
  app.post(
    "/auth/registration/",
    {
      preValidation: authRateLimit(app, "registration"),
      // The service reports the password validators together with the field errors, as DRF does.
      schema: { tags, body: documentOnly(ZRegistrationRequest), response: answers({ 201: ZDetail }) },
    },
    async (request, reply) => reply.status(201).send(await auth.registerAccount(request.body)),
  );

  app.post(
    "/auth/registration/verify-email/",
    {
      preValidation: authRateLimit(app, "verifyEmail"),
      schema: {
        tags,
        body: ZVerifyEmailRequest,
        response: answers({ 200: ZDetail.extend({ already_confirmed: z.literal(true).optional() }) }),
      },
    },
    async (request) => auth.verifyEmail(request.body),
  );

  app.post(
    "/auth/registration/resend-email/",
    {
      preValidation: authRateLimit(app, "resendEmail"),
      schema: { tags, body: ZEmailRequest, response: answers({ 200: ZDetail }) },
    },
    async (request) => auth.resendConfirmation(request.body),
  );

  const loginGuardOf = loginGuards(app);
  app.post(
    "/auth/login/",
    {
      preValidation: authRateLimit(app, "login"),
      // Accounts with a second factor get a second-step token instead of a session (decision 070).
      schema: { tags, body: ZLoginRequest, response: answers({ 200: z.union([ZLoginResponse, ZSecondStepAnswer]) }) },
    },
    async (request, reply) => auth.logIn(request.body, auditSourceOf(request), loginGuardOf(request, reply)),
  );

  app.post(
    "/auth/token/refresh/",
    {
      preValidation: authRateLimit(app, "tokenRefresh"),
      schema: { tags, body: ZRefreshRequest, response: answers({ 200: ZTokenPair }) },
    },
    async (request) => auth.refreshSession(request.body),
  );

  app.post(
    "/auth/logout/",
    { schema: { tags, security: bearer, body: ZLogoutRequest, response: answers({ 200: ZDetail }) } },
    async (request) => {
      const caller = request.body.refresh ? null : await app.identify(request);
      return auth.logOut(request.body, caller, auditSourceOf(request));
    },
  );

  app.post(
    "/auth/token/verify/",
    { schema: { tags, body: ZTokenVerifyRequest, response: answers({ 200: z.object({}).strict() }) } },
    async (request) => auth.verifyToken(request.body),
  );

  app.get(
    "/auth/user/",
    {
      preHandler: app.authenticate,
      config: { beforeSecondFactor: true },
      schema: { tags, security: bearer, response: answers({ 200: ZAuthUser }) },
    },
    async (request) => users.getAuthUser(requireUser(request).id),
  );

  app.post(
    "/auth/password/reset/",
    {
      preValidation: authRateLimit(app, "passwordReset"),
      schema: { tags, body: ZEmailRequest, response: answers({ 200: ZDetail }) },
    },
    async (request) => auth.requestPasswordReset(request.body, auditSourceOf(request)),
  );

  app.post(
    "/auth/password/reset/confirm/",
    {
      preValidation: authRateLimit(app, "passwordResetConfirm"),
      schema: { tags, body: ZPasswordResetConfirmRequest, response: answers({ 200: ZDetail }) },
    },
    async (request) => auth.confirmPasswordReset(request.body, auditSourceOf(request)),
  );

  app.post(
    "/auth/password/change/",
    {
      preValidation: [authRateLimit(app, "passwordChange"), app.authenticate],
      schema: { tags, security: bearer, body: ZPasswordChangeRequest, response: answers({ 200: ZDetail }) },
    },
    async (request) => auth.changePassword(requireUser(request), request.body, auditSourceOf(request)),
  );

  await app.register(secondFactorRoutes, { auth });
  await app.register(passkeyRoutes, { auth });
}
