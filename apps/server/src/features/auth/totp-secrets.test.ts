import { describe, expect, it } from "vitest";
import { decryptTotpSecret, encryptTotpSecret, totpKeyFrom } from "./totp-secrets.js";

const jwtSecret = "a-jwt-secret-that-is-long-enough-for-hs256";
const userId = "6f1c1f64-2f55-4c55-9a55-0d6f1f0f2a11";
const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

describe("authenticator secrets at rest", () => {
  it("seal and open with the same key and user; the sealed text never holds the secret", () => {
    const key = totpKeyFrom({ totpEncryptionKey: undefined, jwtSecret });
    const sealed = encryptTotpSecret(key, userId, secret);
    expect(sealed).not.toContain(secret);
    expect(sealed).not.toBe(encryptTotpSecret(key, userId, secret));
    expect(decryptTotpSecret(key, userId, sealed)).toBe(secret);
  });

  it("refuse a tampered value, another user's row, and another key", () => {
    const key = totpKeyFrom({ totpEncryptionKey: undefined, jwtSecret });
    const sealed = encryptTotpSecret(key, userId, secret);
    const parts = sealed.split(".");
    const last = parts[3] as string;
    // The first character, whose six bits are all data (the last one's may be padding that decodes the same).
    parts[3] = `${last.startsWith("A") ? "B" : "A"}${last.slice(1)}`;
    expect(() => decryptTotpSecret(key, userId, parts.join("."))).toThrow();
    expect(() => decryptTotpSecret(key, "00000000-0000-4000-8000-000000000000", sealed)).toThrow();
    const configured = totpKeyFrom({ totpEncryptionKey: "a-separate-totp-encryption-key-of-32-chars", jwtSecret });
    expect(configured.equals(key)).toBe(false);
    expect(() => decryptTotpSecret(configured, userId, sealed)).toThrow();
  });
});
