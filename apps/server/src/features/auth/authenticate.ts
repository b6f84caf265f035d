import { authApiMessages } from "@paralex/shared/auth-validation";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { type AuthenticatedUser, tokenNotValid } from "./auth.service.js";
import type { TokenSigner } from "./auth-tokens.js";
import type { LiveSessionCache } from "./live-session-cache.js";
import { authenticateAccessToken } from "./sessions.service.js";

export type { AuthenticatedUser };

declare module "fastify" {
  interface FastifyInstance {
    /** A preHandler: answers 401 unless the request carries a valid bearer access token; sets request.user. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** The bearer's user, null without an Authorization bearer header; throws 401 for a bad token. */
    identify(request: FastifyRequest): Promise<AuthenticatedUser | null>;
    /**
     * For requests that read only public data: throws 401 for a bad or expired bearer token, like identify, but
     * asks the database nothing, since no viewer is needed. Answers the token's user id, null without a token.
     */
    checkBearerToken(request: FastifyRequest): Promise<string | null>;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

const WWW_AUTHENTICATE = 'Bearer realm="api"';

/** Bearer authentication as simplejwt does it: other schemes count as no credentials at all. */
export function registerAuthentication(
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenSigner; sessions: LiveSessionCache },
): void {
  app.decorateRequest("user", null);

  const bearerTokenOf = (request: FastifyRequest): string | null => {
    const [scheme, token, ...rest] = (request.headers.authorization ?? "").trim().split(/\s+/);
    if (scheme?.toLowerCase() !== "bearer") return null;
    if (!token || rest.length > 0) throw tokenNotValid();
    return token;
  };

  const identify = async (request: FastifyRequest): Promise<AuthenticatedUser | null> => {
    const token = bearerTokenOf(request);
    if (token === null) return null;
    const user = await authenticateAccessToken(deps, token);
    if (!user) throw tokenNotValid();
    return user;
  };

  app.decorate("identify", identify);
  app.decorate("checkBearerToken", async (request: FastifyRequest) => {
    const token = bearerTokenOf(request);
    if (token === null) return null;
    const claims = await deps.tokens.verifyAccess(token);
    if (!claims) throw tokenNotValid();
    return claims.userId;
  });
  app.decorate("authenticate", async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("www-authenticate", WWW_AUTHENTICATE);
    const user = await identify(request);
    if (!user) throw new AppError("unauthorized", authApiMessages.credentialsNotProvided);
    reply.removeHeader("www-authenticate");
    request.user = user;
  });
}

/** The signed-in user of a route behind app.authenticate. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError("unauthorized", authApiMessages.credentialsNotProvided);
  return request.user;
}
