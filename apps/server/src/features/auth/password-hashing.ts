import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { hash, parseOptions, verify } from "@node-rs/argon2";
import pLimit from "p-limit";

/** argon2id at OWASP's recommended floor (m=19 MiB, t=2, p=1); the library's default algorithm is argon2id. */
export const ARGON2_PARAMETERS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes at once, at most one per core: each holds its 19 MiB while it runs, and one more than the cores only waits
 * for a core while holding it (libuv ran four at once on 2 cores; a login burst's peak fell 364 -> 343 MB;
 * decision 037).
 */
const oneAtATimePerCore = pLimit(Math.max(1, availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return oneAtATimePerCore(() => hash(password, ARGON2_PARAMETERS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await oneAtATimePerCore(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** Made at start, so even the first unknown address costs no more than a known one. */
const dummyHash = hashPassword(randomBytes(32).toString("base64url"));

/** Spends one verification on a hash no password matches, so an unknown address costs what a known one does. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await dummyHash, password);
  return false;
}

export function needsRehash(passwordHash: string): boolean {
  try {
    const options = parseOptions(passwordHash);
    return (
      !passwordHash.startsWith("$argon2id$") ||
      options.memoryCost < ARGON2_PARAMETERS.memoryCost ||
      options.timeCost < ARGON2_PARAMETERS.timeCost ||
      options.parallelism < ARGON2_PARAMETERS.parallelism
    );
  } catch {
    return true;
  }
}
