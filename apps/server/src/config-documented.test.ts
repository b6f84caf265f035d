import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "./config.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const read = (file: string) => readFileSync(path.join(repoRoot, file), "utf8");

/** The variables assigned in .env.example, commented out or not. */
function envExampleVariables(): string[] {
  return [...read(".env.example").matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] as string);
}

/**
 * The variables named in the first column of the README's configuration table. A name written as a suffix
 * (`_PER_HOUR` after `COURTLISTENER_REQUESTS_PER_MINUTE`) shares the stem before the previous name's `_PER_`.
 */
function readmeTableVariables(): string[] {
  const section =
    read("README.md")
      .split(/^## Configuration$/m)[1]
      ?.split(/^## /m)[0] ?? "";
  const names: string[] = [];
  for (const row of section.split("\n").filter((line) => line.startsWith("| `"))) {
    const firstCell = row.split("|")[1] ?? "";
    let full = "";
    for (const [, token] of firstCell.matchAll(/`([A-Z_][A-Z0-9_]*)`/g)) {
      const name = token as string;
      full = name.startsWith("_") ? `${full.split("_PER_")[0]}${name}` : name;
      names.push(full);
    }
  }
  return names;
}

const sorted = (names: readonly string[]) => [...new Set(names)].sort();

describe("configuration documented in one voice", () => {
  it(".env.example lists exactly the variables the config schema reads", () => {
    expect(sorted(envExampleVariables())).toEqual(sorted(CONFIG_VARIABLES));
  });

  it("the README's configuration table names exactly the variables the config schema reads", () => {
    expect(sorted(readmeTableVariables())).toEqual(sorted(CONFIG_VARIABLES));
  });
});
