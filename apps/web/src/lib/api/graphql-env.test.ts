import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const webDir = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const committed = join(webDir, "src/lib/api/graphql-env.d.ts");

describe("graphql-env.d.ts", () => {
  it("is the introspection of apps/server/schema.graphql (run `npm run graphql:env` after changing the schema)", () => {
    const fresh = join(mkdtempSync(join(tmpdir(), "graphql-env-")), "graphql-env.d.ts");
    execFileSync(
      process.execPath,
      [join(webDir, "../../node_modules/gql.tada/bin/cli.js"), "generate", "output", "--output", fresh],
      {
        cwd: webDir,
        stdio: "pipe",
      },
    );
    expect(readFileSync(committed, "utf8")).toBe(readFileSync(fresh, "utf8"));
  }, 30_000);
});
