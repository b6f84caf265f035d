import { hasControlCharacter, textMessages } from "@paralex/shared/text-input";
import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error.js";

/** The name of the first path parameter or query field whose name or value holds a control character. */
function fieldWithControlCharacter(fields: unknown): string | undefined {
  if (!fields || typeof fields !== "object") return undefined;
  for (const [name, value] of Object.entries(fields)) {
    if (hasControlCharacter(name)) return "non_field_errors";
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === "string" && hasControlCharacter(item))) return name;
  }
  return undefined;
}

/**
 * Path parameters and query strings reach SQL as text, which PostgreSQL refuses with a NUL in it: every route
 * answers 400 for a control character there, before its own hooks run, whatever its schema.
 */
export function refuseControlCharactersInUrls(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const field = fieldWithControlCharacter(request.params) ?? fieldWithControlCharacter(request.query);
    if (field !== undefined) {
      throw new AppError("validation", textMessages.controlCharacters, { [field]: [textMessages.controlCharacters] });
    }
  });
}
