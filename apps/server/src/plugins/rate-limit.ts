import rateLimit, { type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.js";
import type { RedisConnection } from "../lib/redis-connection.js";
import { RATE_LIMITED_MESSAGE } from "../lib/request-rate-limit.js";

const NAMESPACE = "paralex-rl:";

type Counters = LocalStore;
type CountMethod = "incr" | "read";

/**
 * Counts in Redis while it answers and in this process while it does not, so a limit neither waits on a dead
 * Redis nor lapses: with Redis away each instance counts on its own (the limit gets looser by the number of
 * instances, never open). A command that fails on its way counts locally as well.
 */
class FallbackCounters {
  constructor(
    private readonly shared: Counters,
    private readonly local: Counters,
    private readonly isSharedReady: () => boolean,
  ) {}

  incr(...args: Parameters<Counters["incr"]>): void {
    this.count("incr", ...args);
  }

  read(...args: Parameters<Counters["read"]>): void {
    this.count("read", ...args);
  }

  child(routeOptions: object): FallbackCounters {
    return new FallbackCounters(this.shared.child(routeOptions), this.local.child(routeOptions), this.isSharedReady);
  }

  private count(method: CountMethod, ...[key, callback, timeWindow, max]: Parameters<Counters["incr"]>): void {
    if (!this.isSharedReady()) {
      this.local[method](key, callback, timeWindow, max);
      return;
    }
    this.shared[method](
      key,
      (error, result) => (error ? this.local[method](key, callback, timeWindow, max) : callback(null, result)),
      timeWindow,
      max,
    );
  }
}

interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

function fallbackCountersOn(redis: RedisConnection): FastifyRateLimitStoreCtor {
  return class extends FallbackCounters {
    constructor(params: StoreParams) {
      super(
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis.client, NAMESPACE),
        new LocalStore(params.continueExceeding, params.exponentialBackoff, params.cache),
        () => redis.isReady(),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Counters live in Redis when it is configured, so several instances share them, and fall back to this process
 * while Redis is down; without Redis they live in process. Routes opt in with
 * `config: { rateLimit: { max, timeWindow } }`, or count a subject they know only later with createSubjectRateLimit.
 */
export async function registerRateLimit(app: FastifyInstance, redis: RedisConnection | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: fallbackCountersOn(redis) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      detail: RATE_LIMITED_MESSAGE,
      message: RATE_LIMITED_MESSAGE,
    }),
  });
}

/**
 * A per-minute limit on a subject named at the call (a user, an organization, an address), for handlers that
 * learn whom they serve only after reading the request. Past `max` it throws 429 with Retry-After.
 */
export function createSubjectRateLimit(app: FastifyInstance, name: string, max: number) {
  const subjects = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => `${name}:${subjects.get(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply, subject: string): Promise<void> => {
    subjects.set(request, subject);
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header("retry-after", result.ttlInSeconds);
      throw new AppError("rate_limited", RATE_LIMITED_MESSAGE);
    }
  };
}
