/**
 * Whatever empties the cache: the live-session cache (decision 026), whose generation moves on every
 * session-change notice, including the ones a change of two-factor state sends, and which is off while those
 * notices cannot be heard.
 */
export interface CacheInvalidation {
  readonly isEnabled: boolean;
  generation(): number;
}

interface Entry {
  lacksSecondFactor: boolean;
  storedAt: number;
}

export interface CacheVersion {
  generation: number;
  localChange: number;
}

/** Bumped by every change made in this process, before its commit: its next request never trusts an older answer. */
let localChanges = 0;

/** This process has just changed a person's factors, an organization's rule or a membership (inside the transaction). */
export function forgetTwoFactorAnswersHere(): void {
  localChanges += 1;
}

/**
 * Per process, whether a person must set up a second factor their organization requires, so that an
 * authenticated request costs no extra query. An answer counts only while the invalidation source has not moved
 * on since the query that produced it began, no change was made in this process since, and for at most maxAgeMs.
 */
export class TwoFactorRequirementCache {
  readonly #entries = new Map<string, Entry>();
  readonly #invalidation: CacheInvalidation;
  readonly #maxAgeMs: number;
  readonly #maxEntries: number;
  #version: CacheVersion = { generation: Number.NaN, localChange: Number.NaN };

  constructor(invalidation: CacheInvalidation, options: { maxAgeMs?: number; maxEntries?: number } = {}) {
    this.#invalidation = invalidation;
    this.#maxAgeMs = options.maxAgeMs ?? 10_000;
    this.#maxEntries = options.maxEntries ?? 10_000;
  }

  /** Taken before the query whose answer is then passed to remember(). */
  version(): CacheVersion {
    return { generation: this.#invalidation.generation(), localChange: localChanges };
  }

  lookup(userId: string, now: number): boolean | undefined {
    if (!this.#isCurrent()) return undefined;
    const entry = this.#entries.get(userId);
    if (!entry) return undefined;
    if (now - entry.storedAt > this.#maxAgeMs) {
      this.#entries.delete(userId);
      return undefined;
    }
    return entry.lacksSecondFactor;
  }

  remember(version: CacheVersion, userId: string, lacksSecondFactor: boolean, now: number): void {
    if (!this.#isCurrent()) return;
    if (version.generation !== this.#version.generation || version.localChange !== this.#version.localChange) return;
    if (!this.#entries.delete(userId) && this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(userId, { lacksSecondFactor, storedAt: now });
  }

  /** Empties the cache once anything has invalidated it; false while it is off. */
  #isCurrent(): boolean {
    if (!this.#invalidation.isEnabled) {
      this.#entries.clear();
      return false;
    }
    const now = this.version();
    if (now.generation !== this.#version.generation || now.localChange !== this.#version.localChange) {
      this.#entries.clear();
      this.#version = now;
    }
    return true;
  }
}
