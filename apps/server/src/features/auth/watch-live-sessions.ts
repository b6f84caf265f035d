import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import { LiveSessionCache } from "./live-session-cache.js";

/** The channel migration 0005's triggers notify when a session ends or its user's address changes. */
export const SESSION_CHANGE_CHANNEL = "paralex_session_change";

/** A live-session cache that the database empties whenever any server ends a session. */
export async function watchLiveSessions(database: Database, log: FastifyBaseLogger): Promise<LiveSessionCache> {
  const sessions = new LiveSessionCache();
  await database.listen(SESSION_CHANGE_CHANNEL, {
    onNotice: () => sessions.clear(),
    onListening: (isListening) => {
      if (!isListening && sessions.isEnabled) log.warn("session-change notices lost: checking every session");
      sessions.setListening(isListening);
    },
    onError: (error) => log.warn({ err: error }, "session-change listener failed; reconnecting"),
  });
  return sessions;
}
