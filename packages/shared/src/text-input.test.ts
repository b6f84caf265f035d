import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as account from "./account.js";
import * as authValidation from "./auth-validation.js";
import * as checkout from "./checkout.js";
import * as demoRequest from "./demo-request.js";
import * as newsletterSchema from "./newsletter-schema.js";
import * as organization from "./organization.js";
import { hasControlCharacter, multiLineText, singleLineText, textMessages } from "./text-input.js";

describe("the two text types", () => {
  it("keep a one-line value to printable characters, any script", () => {
    expect(singleLineText().safeParse("Zoë Ødegaard-O'Brien 日本").success).toBe(true);
    for (const character of ["\u0000", "\t", "\n", "\r", "\u001b", "\u007f", "\u0085"]) {
      const result = singleLineText().safeParse(`a${character}b`);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([textMessages.controlCharacters]);
    }
  });

  it("let free text keep tabs and line breaks, never a NUL or another control character", () => {
    expect(multiLineText().safeParse("Dear team,\r\n\tthank you.").success).toBe(true);
    expect(multiLineText().safeParse("a\u0000b").success).toBe(false);
    expect(multiLineText().safeParse("a\u0007b").success).toBe(false);
    expect(hasControlCharacter("a\nb", { allowLineBreaks: true })).toBe(false);
  });

  it("refuse first, so the answer names the control character and nothing else", () => {
    const name = singleLineText().trim().min(3, "too short");
    expect(name.safeParse("\u0000").error?.issues.map((issue) => issue.message)).toEqual([
      textMessages.controlCharacters,
    ]);
  });
});

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** The messages a string field may refuse a NUL with: the shared one, or a field's own stricter rule. */
const REFUSALS: string[] = [
  textMessages.controlCharacters,
  organization.organizationMessages.assignedCaseControlCharacters,
];

interface Walk {
  /** Paths of string fields that let a NUL through. */
  leaks: string[];
  /** How many string fields refuse it. */
  refusing: number;
}

const none: Walk = { leaks: [], refusing: 0 };
const both = (a: Walk, b: Walk): Walk => ({ leaks: [...a.leaks, ...b.leaks], refusing: a.refusing + b.refusing });

function walk(schema: unknown, path: string): Walk {
  const def = defOf(schema);
  const inner = (key: string, suffix = "") => walk(def[key], `${path}${suffix}`);
  switch (def.type) {
    case "string": {
      const issues = (schema as z.ZodType).safeParse("x\u0000").error?.issues ?? [];
      return issues.some((issue) => REFUSALS.includes(issue.message))
        ? { leaks: [], refusing: 1 }
        : { leaks: [path], refusing: 0 };
    }
    case "object":
      return Object.entries(def.shape as Record<string, unknown>)
        .map(([key, field]) => walk(field, `${path}.${key}`))
        .reduce(both, none);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return inner("innerType");
    case "array":
      return inner("element", "[]");
    case "record":
      return both(inner("keyType", "{key}"), inner("valueType", "{value}"));
    case "union":
      return (def.options as unknown[]).map((option) => walk(option, path)).reduce(both, none);
    case "pipe": {
      // A value passes the input side, then the output side: one of them refusing every string is enough.
      const into = inner("in");
      const out = inner("out");
      const isOutputChecked = out.refusing > 0 && out.leaks.length === 0;
      return into.leaks.length === 0 || isOutputChecked ? { leaks: [], refusing: into.refusing + out.refusing } : into;
    }
    default:
      return none;
  }
}

const modules = { account, authValidation, checkout, demoRequest, newsletterSchema, organization };
const schemas = Object.entries(modules).flatMap(([moduleName, exports]) =>
  Object.entries(exports)
    .filter(([name]) => /^Z[A-Z]/.test(name))
    .map(([name, schema]) => [`${moduleName}.${name}`, schema] as const),
);

describe("every request schema", () => {
  it("finds the schemas it checks", () => {
    expect(schemas.length).toBeGreaterThan(20);
  });

  it.each(schemas)("%s refuses control characters in each of its string fields", (name, schema) => {
    expect(walk(schema, name).leaks).toEqual([]);
  });
});
