import {
  ZEmailRequest,
  ZLoginRequest,
  ZLogoutRequest,
  ZPasswordChangeRequest,
  ZPasswordResetConfirmRequest,
  ZRefreshRequest,
  ZTokenVerifyRequest,
  ZVerifyEmailRequest,
} from "@paralex/shared/auth-validation";
import type { FastifyInstance } from "fastify";
import { parseInput } from "../../lib/parse-input.js";
import { auditSourceOf } from "../audit/audit.service.js";
import { getAuthUser } from "../users/users.service.js";
import {
  type AuthDeps,
  changePassword,
  confirmPasswordReset,
  logIn,
  logOut,
  refreshSession,
  registerAccount,
  requestPasswordReset,
  resendConfirmation,
  verifyEmail,
  verifyToken,
} from "./auth.service.js";
import { authRateLimit, loginGuards } from "./auth-rate-limits.js";
import { requireUser } from "./authenticate.js";

/** The dj-rest-auth compatible account API under /api/auth/; each path also answers without its trailing slash. */
export async function authRoutes(app: FastifyInstance, deps: AuthDeps) {
  app.post("/auth/registration/", { preHandler: authRateLimit(app, "registration") }, async (request, reply) => {
    return reply.status(201).send(await registerAccount(deps, request.body));
  });

  app.post("/auth/registration/verify-email/", { preHandler: authRateLimit(app, "verifyEmail") }, async (request) =>
    verifyEmail(deps, parseInput(ZVerifyEmailRequest, request.body)),
  );

  app.post("/auth/registration/resend-email/", { preHandler: authRateLimit(app, "resendEmail") }, async (request) =>
    resendConfirmation(deps, parseInput(ZEmailRequest, request.body)),
  );

  const loginGuardOf = loginGuards(app);
  app.post("/auth/login/", { preHandler: authRateLimit(app, "login") }, async (request, reply) =>
    logIn(deps, parseInput(ZLoginRequest, request.body), auditSourceOf(request), loginGuardOf(request, reply)),
  );

  app.post("/auth/token/refresh/", { preHandler: authRateLimit(app, "tokenRefresh") }, async (request) =>
    refreshSession(deps, parseInput(ZRefreshRequest, request.body)),
  );

  app.post("/auth/logout/", async (request) => {
    const input = parseInput(ZLogoutRequest, request.body);
    const caller = input.refresh ? null : await app.identify(request);
    return logOut(deps, input, caller, auditSourceOf(request));
  });

  app.post("/auth/token/verify/", async (request) => verifyToken(deps, parseInput(ZTokenVerifyRequest, request.body)));

  app.get("/auth/user/", { preHandler: app.authenticate }, async (request) =>
    getAuthUser(deps.db, requireUser(request).id),
  );

  app.post("/auth/password/reset/", { preHandler: authRateLimit(app, "passwordReset") }, async (request) =>
    requestPasswordReset(deps, parseInput(ZEmailRequest, request.body), auditSourceOf(request)),
  );

  app.post(
    "/auth/password/reset/confirm/",
    { preHandler: authRateLimit(app, "passwordResetConfirm") },
    async (request) =>
      confirmPasswordReset(deps, parseInput(ZPasswordResetConfirmRequest, request.body), auditSourceOf(request)),
  );

  app.post(
    "/auth/password/change/",
    { preHandler: [authRateLimit(app, "passwordChange"), app.authenticate] },
    async (request) =>
      changePassword(
        deps,
        requireUser(request),
        parseInput(ZPasswordChangeRequest, request.body),
        auditSourceOf(request),
      ),
  );
}
