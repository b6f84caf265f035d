import { describe, expect, it } from "vitest";
import { LiveSessionCache } from "./live-session-cache.js";

const USER = { id: "u1", email: "a@example.com" };
const session = (expiresAt = 1_000_000) => ({ user: USER, expiresAt: new Date(expiresAt) });

function listeningCache(options?: { maxAgeMs?: number; maxEntries?: number }) {
  const cache = new LiveSessionCache(options);
  cache.setListening(true);
  return cache;
}

describe("LiveSessionCache", () => {
  it("answers a remembered session for its own user only", () => {
    const cache = listeningCache();
    cache.remember(cache.generation(), "s1", session(), 0);
    expect(cache.lookup("s1", "u1", 10)?.user).toEqual(USER);
    expect(cache.lookup("s1", "someone-else", 10)).toBeUndefined();
    expect(cache.lookup("s2", "u1", 10)).toBeUndefined();
  });

  it("drops a result read before a clear, which may describe a session since ended", () => {
    const cache = listeningCache();
    const before = cache.generation();
    cache.clear();
    cache.remember(before, "s1", session(), 0);
    expect(cache.lookup("s1", "u1", 1)).toBeUndefined();
  });

  it("forgets sessions on clear", () => {
    const cache = listeningCache();
    cache.remember(cache.generation(), "s1", session(), 0);
    cache.clear();
    expect(cache.lookup("s1", "u1", 1)).toBeUndefined();
  });

  it("never answers past the refresh token's expiry or the maximum age", () => {
    const cache = listeningCache({ maxAgeMs: 100 });
    cache.remember(cache.generation(), "short", session(50), 0);
    cache.remember(cache.generation(), "long", session(), 0);
    expect(cache.lookup("short", "u1", 50)).toBeUndefined();
    expect(cache.lookup("long", "u1", 100)).toBeDefined();
    expect(cache.lookup("long", "u1", 101)).toBeUndefined();
  });

  it("stays off while notices cannot be heard, and empties when they stop", () => {
    const cache = new LiveSessionCache();
    cache.remember(cache.generation(), "s1", session(), 0);
    expect(cache.lookup("s1", "u1", 1)).toBeUndefined();
    cache.setListening(true);
    cache.remember(cache.generation(), "s1", session(), 0);
    cache.setListening(false);
    cache.setListening(true);
    expect(cache.lookup("s1", "u1", 1)).toBeUndefined();
  });

  it("holds at most maxEntries sessions, the oldest leaving first", () => {
    const cache = listeningCache({ maxEntries: 2 });
    for (const id of ["s1", "s2", "s3"]) cache.remember(cache.generation(), id, session(), 0);
    expect(cache.lookup("s1", "u1", 1)).toBeUndefined();
    expect(cache.lookup("s2", "u1", 1)).toBeDefined();
    expect(cache.lookup("s3", "u1", 1)).toBeDefined();
  });
});
