import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from "react-hook-form";

/** A form's messages by field: the first message for each. */
export type FieldErrorMessages<F extends string> = Partial<Record<F, string>>;

/**
 * A 400 answer's field messages, shown under their fields as the schema's are; the first field, in the order shown,
 * that has one takes focus. True when there was any.
 */
export function showFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T>; setFocus: UseFormSetFocus<T> },
  fields: readonly Path<T>[],
  messages: FieldErrorMessages<Path<T>>,
): boolean {
  for (const field of fields) {
    const message = messages[field];
    if (message) form.setError(field, { type: "server", message });
  }
  const first = fields.find((field) => messages[field]);
  if (first) form.setFocus(first);
  return first !== undefined;
}
