import { authApiMessages } from "@paralex/shared/auth-validation";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requireSecondFactorIfDemanded } from "../../access/two-factor-requirement.js";
import { TwoFactorRequirementCache } from "../../access/two-factor-requirement-cache.js";
import type { AuthenticatedUser } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { tokenNotValid } from "./auth.service.js";
import type { TokenSigner } from "./auth-tokens.js";
import type { LiveSessionCache } from "./live-session-cache.js";
import { authenticateAccessToken } from "./sessions.service.js";

declare module "fastify" {
  interface FastifyInstance {
    /** A preHandler: answers 401 unless the request carries a valid bearer access token; sets request.user. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** The bearer's user, null without an Authorization bearer header; throws 401 for a bad token. */
    identify(request: FastifyRequest): Promise<AuthenticatedUser | null>;
    /**
     * identify for an API that acts for the person (GraphQL): also 403 while their organization requires two-factor
     * sign-in and they have no second factor yet (decision 070), as app.authenticate does.
     */
    identifyViewer(request: FastifyRequest): Promise<AuthenticatedUser | null>;
    /**
     * For requests that read only public data: throws 401 for a bad or expired bearer token, like identify, but
     * asks the database nothing, since no viewer is needed. Answers the token's user id, null without a token.
     */
    checkBearerToken(request: FastifyRequest): Promise<string | null>;
  }
  interface FastifyContextConfig {
    /**
     * The route stays open to a person whose organization requires two-factor sign-in while they have none yet:
     * only what setting one up needs (decision 070). Every other route behind app.authenticate answers 403.
     */
    beforeSecondFactor?: boolean;
  }
}

const WWW_AUTHENTICATE = 'Bearer realm="api"';

/** Bearer authentication as simplejwt does it: other schemes count as no credentials at all. */
export function registerAuthentication(
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenSigner; sessions: LiveSessionCache },
): void {
  app.decorateRequest("user", null);
  const secondFactor = { db: deps.db, twoFactorAnswers: new TwoFactorRequirementCache(deps.sessions) };

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
  app.decorate("identifyViewer", async (request: FastifyRequest) => {
    const user = await identify(request);
    if (user) await requireSecondFactorIfDemanded(secondFactor, user.id);
    return user;
  });
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
    if (!request.routeOptions.config.beforeSecondFactor) await requireSecondFactorIfDemanded(secondFactor, user.id);
    request.user = user;
  });
}
