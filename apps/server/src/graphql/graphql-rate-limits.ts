import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { getPrimaryOrganizationId } from "../access/membership.js";
import type { Db } from "../db/client.js";
import { createSubjectRateLimit } from "../plugins/rate-limit.js";

/** Calls a minute (GRAPHQL_RATE_LIMIT_PER_*). */
export interface GraphQLRateLimitSettings {
  perAddress: number;
  perUser: number;
  perOrganization: number;
}

/** Whom a call is from: the token's user, or null for an anonymous call. */
export interface GraphQLCaller {
  userId: string | null;
}

const ORGANIZATION_TTL_MS = 60_000;
const MAX_REMEMBERED_USERS = 10_000;

/**
 * Each user's organization, remembered a minute so that counting a call costs no query. A user who just moved
 * is counted against the old organization for at most that minute.
 */
function organizationLookup(db: Db) {
  const remembered = new Map<string, { organizationId: string | null; at: number }>();
  return async (userId: string): Promise<string | null> => {
    const now = Date.now();
    const entry = remembered.get(userId);
    if (entry && now - entry.at < ORGANIZATION_TTL_MS) return entry.organizationId;
    const organizationId = await getPrimaryOrganizationId(db, userId);
    remembered.delete(userId);
    if (remembered.size >= MAX_REMEMBERED_USERS) remembered.delete(remembered.keys().next().value as string);
    remembered.set(userId, { organizationId, at: now });
    return organizationId;
  };
}

/**
 * The GraphQL limits: a signed-in call counts against its user and the user's organization, wherever it comes
 * from (a firm's whole office shares one address); an anonymous call, and one whose body or token is refused,
 * counts against its client address.
 */
export function createGraphQLRateLimits(app: FastifyInstance, deps: { db: Db; limits: GraphQLRateLimitSettings }) {
  const perAddress = createSubjectRateLimit(app, "graphql:address", deps.limits.perAddress);
  const perUser = createSubjectRateLimit(app, "graphql:user", deps.limits.perUser);
  const perOrganization = createSubjectRateLimit(app, "graphql:organization", deps.limits.perOrganization);
  const organizationOf = organizationLookup(deps.db);
  const countAddress = (request: FastifyRequest, reply: FastifyReply) =>
    perAddress(request, reply, normalizeIP(request.ip));

  /** Reads the call with `read` (which throws for a bad body or token), counts it, and answers what was read. */
  return async function admit<TCall extends GraphQLCaller>(
    request: FastifyRequest,
    reply: FastifyReply,
    read: () => Promise<TCall>,
  ): Promise<TCall> {
    let call: TCall;
    try {
      call = await read();
    } catch (error) {
      await countAddress(request, reply);
      throw error;
    }
    if (call.userId === null) {
      await countAddress(request, reply);
      return call;
    }
    await perUser(request, reply, call.userId);
    const organizationId = await organizationOf(call.userId);
    if (organizationId) await perOrganization(request, reply, organizationId);
    return call;
  };
}
