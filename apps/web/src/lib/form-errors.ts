/** Per-field messages of a form: the first message for each field. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first schema message of each known field, from a failed zod check. */
export function schemaFieldErrors<F extends string>(fields: readonly F[], issues: readonly Issue[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const [field] = issue.path;
    if (typeof field === "string" && (fields as readonly string[]).includes(field))
      errors[field as F] ??= issue.message;
  }
  return errors;
}

/** The first field, in the order shown, that has a message: it takes focus. */
export function firstInvalidField<F extends string>(fields: readonly F[], errors: FieldErrors<F>): F | undefined {
  return fields.find((field) => errors[field]);
}
