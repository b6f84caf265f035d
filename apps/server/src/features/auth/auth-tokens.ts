import { createHash, randomBytes, randomUUID, webcrypto } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

const ALGORITHM = "HS256";
export const CHAT_AUDIENCE = "chat";
const VERIFIED_TOKENS_KEPT = 10_000;

/** 32 random bytes, base64url: confirmation keys, reset tokens and refresh tokens. */
export function createRandomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this digest is stored, so a copy of the database opens no account. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export interface TokenSigner {
  signAccess(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }>;
  /** Null for anything but an unexpired HS256 access token of ours. */
  verifyAccess(token: string): Promise<AccessClaims | null>;
  /** The chat token names the session too, so it is good only while that session lives. */
  signChat(claims: AccessClaims, expiresAt: Date): Promise<string>;
  /** Null for anything but an unexpired HS256 chat token of ours. */
  verifyChat(token: string): Promise<AccessClaims | null>;
}

/**
 * Access tokens are short-lived HS256 JWTs naming the user and the session (the refresh-token family);
 * the algorithm is pinned on verification, so `alg: none` and key-confusion tokens fail.
 */
export function createTokenSigner(options: { secret: string; issuer: string; accessTtlSeconds: number }): TokenSigner {
  const secret = new TextEncoder().encode(options.secret);
  // Imported once: jose would otherwise import the raw secret into WebCrypto on every sign and verify.
  const key = webcrypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  key.catch(() => undefined);
  // Tokens whose signature was checked, until they expire: a client sends the same one on every request. Only a
  // token that verified gets in, so nothing can be planted; whether its session is still live is asked each time.
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const remember = (token: string, claims: AccessClaims, expiresAt: number) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, { claims, expiresAt });
  };

  return {
    async signAccess(claims) {
      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAt = new Date((issuedAt + options.accessTtlSeconds) * 1000);
      const token = await new SignJWT({ token_type: "access", user_id: claims.userId, sid: claims.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(claims.userId)
        .setIssuer(options.issuer)
        .setIssuedAt(issuedAt)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .setJti(randomUUID())
        .sign(await key);
      return { token, expiresAt };
    },
    async verifyAccess(token) {
      const known = verified.get(token);
      if (known) {
        if (Math.floor(Date.now() / 1000) < known.expiresAt) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: [ALGORITHM], issuer: options.issuer });
        if (payload.token_type !== "access" || payload.aud !== undefined) return null;
        if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
        const claims = Object.freeze({ userId: payload.sub, sessionId: payload.sid });
        if (typeof payload.exp === "number") remember(token, claims, payload.exp);
        return claims;
      } catch {
        return null;
      }
    },
    async signChat(claims, expiresAt) {
      return new SignJWT({ token_type: "chat", user_id: claims.userId, sid: claims.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(claims.userId)
        .setIssuer(options.issuer)
        .setAudience(CHAT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .setJti(randomUUID())
        .sign(await key);
    },
    async verifyChat(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: [ALGORITHM],
          issuer: options.issuer,
          audience: CHAT_AUDIENCE,
        });
        if (payload.token_type !== "chat") return null;
        if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
