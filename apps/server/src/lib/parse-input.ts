import type { z } from "zod";
import { AppError, type FieldErrors } from "./app-error.js";

export const inputMessages = {
  required: "This field is required.",
  notAnObject: "Expected a JSON object.",
} as const;

export type InputCheck<T> = { value: T } | { error: AppError };

/**
 * Checks a request part with a shared schema; a failure is the 400 AppError with `{field: [messages]}`.
 * A field that is absent or null says so whatever the schema's message; a body that is not an object
 * is reported under `non_field_errors`. Route schemas (lib/route-schemas.ts) and services share this mapping.
 */
export function checkInput<TSchema extends z.ZodType>(schema: TSchema, input: unknown): InputCheck<z.infer<TSchema>> {
  const value = input ?? {};
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const isRoot = issue.path.length === 0;
    const field = isRoot ? "non_field_errors" : issue.path.join(".");
    const message = isRoot
      ? issue.code === "invalid_type" && issue.expected === "object"
        ? inputMessages.notAnObject
        : issue.message
      : valueAt(value, issue.path) == null
        ? inputMessages.required
        : issue.message;
    const messages = fieldErrors[field] ?? [];
    if (!messages.includes(message)) messages.push(message);
    fieldErrors[field] = messages;
  }
  return { error: AppError.validation(fieldErrors) };
}

/** checkInput for a service's own input (GraphQL arguments, registration): throws the 400 AppError. */
export function parseInput<TSchema extends z.ZodType>(schema: TSchema, input: unknown): z.infer<TSchema> {
  const checked = checkInput(schema, input);
  if ("error" in checked) throw checked.error;
  return checked.value;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
