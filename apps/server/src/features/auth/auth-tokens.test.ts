import { decodeJwt, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { createRandomToken, createTokenSigner, hashToken } from "./auth-tokens.js";

const secret = "unit-test-secret-unit-test-secret-unit-test";
const signer = createTokenSigner({ secret, issuer: "https://app.test", accessTtlSeconds: 60 });
const session = { userId: "6f1c2b9e-3a57-4c1e-9d0b-2a1f7e8c9d10", sessionId: "0b9e8c2d-1f3a-4e5b-8c7d-6a5b4c3d2e1f" };

describe("access tokens", () => {
  it("last ACCESS_TOKEN_TTL_SECONDS and carry the user and session", async () => {
    const { token, expiresAt } = await signer.signAccess(session);
    const claims = decodeJwt(token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(60);
    expect(expiresAt.getTime()).toBe((claims.exp ?? 0) * 1000);
    expect(await signer.verifyAccess(token)).toEqual(session);
  });

  it("read their lifetime from the configuration (5 minutes unless set)", () => {
    expect(loadConfig({}).accessTokenTtlSeconds).toBe(300);
    expect(loadConfig({ ACCESS_TOKEN_TTL_SECONDS: "5" }).accessTokenTtlSeconds).toBe(5);
    expect(loadConfig({}).refreshTokenTtlSeconds).toBe(7 * 24 * 3600);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: "0" })).toThrowError(/ACCESS_TOKEN_TTL_SECONDS/);
  });

  it("are refused from another issuer, with another algorithm, or unsigned", async () => {
    const key = new TextEncoder().encode(secret);
    const { token } = await signer.signAccess(session);
    const claims = decodeJwt(token);
    const otherIssuer = createTokenSigner({ secret, issuer: "https://elsewhere.test", accessTtlSeconds: 60 });
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: "HS512" }).sign(key);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${token.split(".")[1]}.`;
    expect(await otherIssuer.verifyAccess(token)).toBeNull();
    expect(await signer.verifyAccess(hs512)).toBeNull();
    expect(await signer.verifyAccess(unsigned)).toBeNull();
  });

  it("are not chat tokens, and chat tokens are not access tokens", async () => {
    const chat = await signer.signChat(session, new Date(Date.now() + 60_000));
    expect(decodeJwt(chat)).toMatchObject({
      aud: "chat",
      sub: session.userId,
      sid: session.sessionId,
      token_type: "chat",
    });
    expect(await signer.verifyAccess(chat)).toBeNull();
    expect(await signer.verifyChat(chat)).toEqual(session);
    const { token: access } = await signer.signAccess(session);
    expect(await signer.verifyChat(access)).toBeNull();
  });
});

describe("opaque tokens", () => {
  it("are 32 random bytes in base64url, stored as a sha256 digest", () => {
    const token = createRandomToken();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(createRandomToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });
});
