import { readFileSync } from "node:fs";
import { designTokenProperties } from "@paralex/shared/design-tokens";
import { describe, expect, it } from "vitest";

const styles = readFileSync(new URL("./styles.css", import.meta.url), "utf8");
const theme = styles.slice(styles.indexOf("@theme {"), styles.indexOf("}", styles.indexOf("@theme {")));

function declared(property: string): string | undefined {
  const match = new RegExp(`${property}:\\s*([^;]+);`).exec(theme);
  return match?.[1]?.trim();
}

describe("the Tailwind theme", () => {
  it.each(designTokenProperties())("declares %s as the shared design tokens do", (property, value) => {
    expect(declared(property)).toBe(value);
  });
});
