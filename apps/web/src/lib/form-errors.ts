import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from "react-hook-form";

/** Per-field messages of a form: the first message for each field. */
export type FieldMessages<F extends string> = Partial<Record<F, string>>;

/** The first field, in the order shown, that has a message: it takes focus. */
export function firstInvalidField<F extends string>(fields: readonly F[], messages: FieldMessages<F>): F | undefined {
  return fields.find((field) => messages[field]);
}

/**
 * A 400 answer's field messages, shown under their fields as the schema's are; the first field, in the order shown,
 * that has one takes focus. True when there was any.
 */
export function showFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T>; setFocus: UseFormSetFocus<T> },
  fields: readonly Path<T>[],
  messages: FieldMessages<Path<T>>,
): boolean {
  for (const field of fields) {
    const message = messages[field];
    if (message) form.setError(field, { type: "server", message });
  }
  const first = firstInvalidField(fields, messages);
  if (first) form.setFocus(first);
  return first !== undefined;
}
