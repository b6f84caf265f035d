import pg from "pg";

export interface NoticeHandlers {
  /** A notice arrived on the channel, with its payload ("" for none). */
  onNotice(payload: string): void;
  /** Notices can be heard (true) or, until the connection is back, cannot (false). */
  onListening(isListening: boolean): void;
  onError?(error: Error): void;
}

const RECONNECT_DELAY_MS = 1000;
/** How often the connection proves it is still there: a half-open one would otherwise go unnoticed. */
const HEARTBEAT_MS = 5000;
const TIMEOUT_MS = 3000;

/**
 * LISTEN on a connection of its own, outside the pool (a transaction-mode pooler in between would swallow the
 * notices), reconnecting after a second whenever it drops or stops answering its heartbeat: notices sent while it
 * is down are lost, which onListening(false) tells the caller.
 */
export function listenForPgNotices(connectionString: string, channel: string, handlers: NoticeHandlers) {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let isClosed = false;

  const lost = (failed: pg.Client, error?: Error) => {
    if (client !== failed) return;
    client = undefined;
    clearInterval(heartbeat);
    handlers.onListening(false);
    if (error) handlers.onError?.(error);
    failed.end().catch(() => undefined);
    if (isClosed) return;
    retry = setTimeout(connect, RECONNECT_DELAY_MS);
    retry.unref();
  };

  async function connect() {
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: TIMEOUT_MS,
      query_timeout: TIMEOUT_MS,
    });
    client = next;
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotice(message.payload ?? "");
    });
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
      if (client !== next) return;
      heartbeat = setInterval(() => {
        next.query("SELECT 1").catch((error: Error) => lost(next, error));
      }, HEARTBEAT_MS);
      heartbeat.unref();
      handlers.onListening(true);
    } catch (error) {
      lost(next, error as Error);
    }
  }

  void connect();
  return {
    async close() {
      isClosed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
