import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The 256-bit key that encrypts authenticator secrets: from TOTP_ENCRYPTION_KEY when set, else derived from the JWT
 * secret with HKDF for this one use (a key that signs tokens is never also the one that encrypts).
 */
export function totpKeyFrom(options: { totpEncryptionKey: string | undefined; jwtSecret: string }): Buffer {
  const material = options.totpEncryptionKey ?? options.jwtSecret;
  const info = options.totpEncryptionKey ? "paralex totp secrets" : "paralex totp secrets from the jwt secret";
  return Buffer.from(hkdfSync("sha256", material, "paralex", info, 32));
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url; the user id is bound in as associated data. */
export function encryptTotpSecret(key: Buffer, userId: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(userId));
  const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The secret, or a thrown error for a value tampered with, moved to another user, or sealed with another key. */
export function decryptTotpSecret(key: Buffer, userId: string, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error("unknown TOTP secret format");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}

/** Sealing and opening with one key, as the auth service's dependency. */
export function totpSecretsWith(key: Buffer) {
  return {
    seal: (userId: string, secret: string) => encryptTotpSecret(key, userId, secret),
    open: (userId: string, sealed: string) => decryptTotpSecret(key, userId, sealed),
  };
}
