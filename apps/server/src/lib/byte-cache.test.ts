import { describe, expect, it } from "vitest";
import { createByteCache } from "./byte-cache.js";

const bytes = (length: number, fill = 1) => Buffer.alloc(length, fill);

describe("a byte cache", () => {
  it("keeps at most its size, dropping what was used longest ago", () => {
    const cache = createByteCache(10);
    cache.set("a", bytes(4, 1));
    cache.set("b", bytes(4, 2));
    cache.get("a");
    cache.set("c", bytes(4, 3));

    expect(cache.get("a")?.[0]).toBe(1);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")?.[0]).toBe(3);
  });

  it("never keeps one entry larger than the whole cache, and counts a replaced entry once", () => {
    const cache = createByteCache(10);
    cache.set("huge", bytes(11));
    cache.set("a", bytes(6, 1));
    cache.set("a", bytes(6, 2));
    cache.set("b", bytes(4, 3));

    expect(cache.get("huge")).toBeUndefined();
    expect(cache.get("a")?.[0]).toBe(2);
    expect(cache.get("b")?.[0]).toBe(3);
  });
});
