import { afterEach, describe, expect, it, vi } from "vitest";
import { createTokenSigner } from "./auth-tokens.js";

const session = { userId: "6f1c2b9e-3a57-4c1e-9d0b-2a1f7e8c9d10", sessionId: "0b9e8c2d-1f3a-4e5b-8c7d-6a5b4c3d2e1f" };

describe("verified access tokens kept in memory", () => {
  afterEach(() => vi.useRealTimers());

  it("stop being accepted the second they expire, however often they were verified", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-01T00:00:00.000Z"));
    const signer = createTokenSigner({
      secret: "cache-test-secret-cache-test-secret",
      issuer: "i",
      accessTtlSeconds: 60,
    });
    const { token } = await signer.signAccess(session);
    expect(await signer.verifyAccess(token)).toEqual(session);
    vi.setSystemTime(new Date("2026-01-01T00:00:59.000Z"));
    expect(await signer.verifyAccess(token)).toEqual(session);
    vi.setSystemTime(new Date("2026-01-01T00:01:00.000Z"));
    expect(await signer.verifyAccess(token)).toBeNull();
  });

  it("are never shared with a signer of another secret", async () => {
    const signer = createTokenSigner({
      secret: "first-secret-first-secret-first-secret",
      issuer: "i",
      accessTtlSeconds: 60,
    });
    const other = createTokenSigner({
      secret: "other-secret-other-secret-other-secret",
      issuer: "i",
      accessTtlSeconds: 60,
    });
    const { token } = await signer.signAccess(session);
    expect(await signer.verifyAccess(token)).toEqual(session);
    expect(await other.verifyAccess(token)).toBeNull();
  });
});
