import { DEMO_REQUEST_FIELDS, type TDemoRequestField } from "@paralex/shared/demo-request-fields";
import { firstError } from "../../lib/api-client";

export type TDemoFieldErrors = Partial<Record<TDemoRequestField, string>>;

function isDemoField(name: unknown): name is TDemoRequestField {
  return typeof name === "string" && (DEMO_REQUEST_FIELDS as readonly string[]).includes(name);
}

/** The first message per field from a failed schema check. */
export function collectSchemaErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): TDemoFieldErrors {
  const errors: TDemoFieldErrors = {};
  for (const issue of issues) {
    const [field] = issue.path;
    if (isDemoField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** The first message per field from a 400 answer shaped `{field: [messages]}`. */
export function collectServerErrors(data: unknown): TDemoFieldErrors {
  const errors: TDemoFieldErrors = {};
  for (const field of DEMO_REQUEST_FIELDS) {
    const message = firstError(data, field);
    if (message) errors[field] = message;
  }
  return errors;
}

export function findFirstInvalidField(errors: TDemoFieldErrors): TDemoRequestField | undefined {
  return DEMO_REQUEST_FIELDS.find((field) => errors[field]);
}
