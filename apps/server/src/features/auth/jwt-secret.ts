import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * JWT_SECRET when set (required in production). Otherwise a secret generated once and kept in
 * `${dataDir}/jwt-secret` (mode 0600), so development sessions survive restarts.
 */
export async function resolveJwtSecret(options: {
  jwtSecret: string | undefined;
  isProduction: boolean;
  dataDir: string;
}): Promise<string> {
  if (options.jwtSecret) return options.jwtSecret;
  if (options.isProduction) throw new Error("JWT_SECRET is required in production");
  const file = path.join(options.dataDir, "jwt-secret");
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(options.dataDir, { recursive: true });
  try {
    await writeFile(file, `${randomBytes(48).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const created = await readSecret(file);
  if (!created) throw new Error(`${file} holds no usable secret`);
  return created;
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const secret = (await readFile(file, "utf8")).trim();
    return secret.length >= 32 ? secret : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
