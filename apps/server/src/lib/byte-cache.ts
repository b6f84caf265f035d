/**
 * Byte strings that never change once written (a finished report's PDF), kept in memory up to `maxBytes`; the one
 * used longest ago goes first. A cache per instance: nothing in it can be stale.
 */
export function createByteCache(maxBytes: number) {
  const entries = new Map<string, Buffer>();
  let size = 0;
  return {
    get(key: string): Buffer | undefined {
      const bytes = entries.get(key);
      if (bytes) {
        entries.delete(key);
        entries.set(key, bytes);
      }
      return bytes;
    },
    set(key: string, bytes: Buffer): void {
      if (bytes.length > maxBytes) return;
      this.delete(key);
      entries.set(key, bytes);
      size += bytes.length;
      for (const [oldest, old] of entries) {
        if (size <= maxBytes) break;
        entries.delete(oldest);
        size -= old.length;
      }
    },
    delete(key: string): void {
      const bytes = entries.get(key);
      if (!bytes) return;
      entries.delete(key);
      size -= bytes.length;
    },
  };
}

export type ByteCache = ReturnType<typeof createByteCache>;
