import { mkdtemp, readFile, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveJwtSecret } from "./jwt-secret.js";

describe("resolveJwtSecret", () => {
  it("uses JWT_SECRET when given", async () => {
    const secret = "s".repeat(40);
    expect(await resolveJwtSecret({ jwtSecret: secret, isProduction: true, dataDir: "/nonexistent" })).toBe(secret);
  });

  it("refuses to invent one in production", async () => {
    await expect(resolveJwtSecret({ jwtSecret: undefined, isProduction: true, dataDir: tmpdir() })).rejects.toThrow(
      /JWT_SECRET/,
    );
  });

  it("generates one in development, keeps it private, and reuses it after a restart", async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), "paralex-secret-")), "nested");
    const first = await resolveJwtSecret({ jwtSecret: undefined, isProduction: false, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(64);
    const file = path.join(dataDir, "jwt-secret");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, "utf8")).trim()).toBe(first);
    expect(await resolveJwtSecret({ jwtSecret: undefined, isProduction: false, dataDir })).toBe(first);
  });

  it("refuses a kept secret too short to trust", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "paralex-secret-"));
    await writeFile(path.join(dataDir, "jwt-secret"), "short");
    await expect(resolveJwtSecret({ jwtSecret: undefined, isProduction: false, dataDir })).rejects.toThrow(
      /no usable secret/,
    );
  });
});
