import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

export interface RedisConnection {
  readonly client: Redis;
  /** Whether commands can be sent now; false while Redis is down and the client reconnects. */
  isReady(): boolean;
  /** Whether Redis answers a PING, within the command timeout. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** A command that takes longer fails, so a stalled Redis never holds a request for long. */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1000;
const MAX_RECONNECT_DELAY_MS = 5_000;

/** Exponential backoff with jitter: 50-100 ms after the first failure, at most 2.5-5 s apart. */
export function reconnectDelay(attempt: number): number {
  const ceiling = Math.min(MAX_RECONNECT_DELAY_MS, 100 * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

/**
 * A Redis client that never queues or retries a command while Redis is away (the caller falls back at once),
 * reconnects for ever with backoff, and logs once when Redis goes away and once when it is back.
 * Resolves when the first connection is up, or has failed, or after the connect timeout.
 */
export async function openRedisConnection(
  url: string,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
): Promise<RedisConnection> {
  // Loaded only when Redis is configured: a server without it never pays its memory (decision 037).
  const { Redis } = await import("ioredis");
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: reconnectDelay,
  });
  let isClosing = false;
  let isReportedDown = false;
  const reportDown = (error?: Error) => {
    if (isClosing || isReportedDown) return;
    isReportedDown = true;
    log.warn({ err: error }, "Redis is unreachable: rate limits count in this process until it is back");
  };
  client.on("error", reportDown);
  client.on("close", () => reportDown());
  client.on("ready", () => {
    if (isReportedDown) log.info("Redis is reachable again: rate limits count in Redis");
    isReportedDown = false;
  });

  await new Promise<void>((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      client.off("ready", settle);
      client.off("error", settle);
      resolve();
    };
    const timer = setTimeout(settle, CONNECT_TIMEOUT_MS);
    client.once("ready", settle);
    client.once("error", settle);
  });

  const isReady = () => client.status === "ready";
  return {
    client,
    isReady,
    async ping() {
      if (!isReady()) return false;
      return client.ping().then(
        () => true,
        () => false,
      );
    },
    async close() {
      isClosing = true;
      if (isReady()) await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
