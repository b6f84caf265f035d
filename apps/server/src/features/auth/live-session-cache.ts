/** A session the database has just confirmed live, and for whom. */
export interface LiveSession {
  user: { id: string; email: string };
  /** When the session's current refresh token expires: past it the session is over whatever the cache says. */
  expiresAt: Date;
}

interface Entry extends LiveSession {
  storedAt: number;
}

/**
 * The sessions this server has recently found live, so that most authenticated requests cost no session query.
 * Anything that ends a session or changes its user clears the whole cache: this process right after committing,
 * every process through the database's session-change notice (migration 0005). While those notices cannot be
 * heard the cache stays off, since another server's revocation would go unnoticed.
 *
 * A lookup that started before a clear must not store what it read: `generation()` taken before the query and
 * passed to `remember()` after it makes such a result count for nothing.
 */
export class LiveSessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxAgeMs: number;
  readonly #maxEntries: number;
  #generation = 0;
  #isListening = false;

  constructor(options: { maxAgeMs?: number; maxEntries?: number } = {}) {
    this.#maxAgeMs = options.maxAgeMs ?? 10_000;
    this.#maxEntries = options.maxEntries ?? 10_000;
  }

  get isEnabled(): boolean {
    return this.#isListening;
  }

  /** Turns the cache on once session-change notices are heard, and off, emptied, when they no longer are. */
  setListening(isListening: boolean): void {
    this.clear();
    this.#isListening = isListening;
  }

  generation(): number {
    return this.#generation;
  }

  lookup(sessionId: string, userId: string, now: number): LiveSession | undefined {
    if (!this.#isListening) return undefined;
    const entry = this.#entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.user.id !== userId) return undefined;
    if (now - entry.storedAt > this.#maxAgeMs || entry.expiresAt.getTime() <= now) {
      this.#entries.delete(sessionId);
      return undefined;
    }
    return entry;
  }

  remember(generation: number, sessionId: string, session: LiveSession, now: number): void {
    if (!this.#isListening || generation !== this.#generation) return;
    if (!this.#entries.delete(sessionId) && this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(sessionId, { ...session, storedAt: now });
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
