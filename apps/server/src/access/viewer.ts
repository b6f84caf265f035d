import { authApiMessages } from "@paralex/shared/auth-validation";
import type { FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.js";

/** The signed-in person a request acts for, as its access token names them. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  sessionId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by app.authenticate (features/auth/authenticate.ts); null on a route without it. */
    user: AuthenticatedUser | null;
  }
}

/** The signed-in user of a route behind app.authenticate. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError("unauthorized", authApiMessages.credentialsNotProvided);
  return request.user;
}
