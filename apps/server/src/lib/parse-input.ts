import type { z } from "zod";
import { AppError, type FieldErrors } from "./app-error.js";

/** Parses a request part with a shared schema; failures answer 400 with `{field: [messages]}`. */
export function parseInput<TSchema extends z.ZodType>(schema: TSchema, input: unknown): z.infer<TSchema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "non_field_errors";
    const message =
      issue.code === "invalid_type" && issue.input === undefined ? "This field is required." : issue.message;
    const messages = fieldErrors[field] ?? [];
    if (!messages.includes(message)) messages.push(message);
    fieldErrors[field] = messages;
  }
  throw AppError.validation(fieldErrors);
}
