import { type ChangeEvent, useRef, useState } from "react";
import { type FieldErrors, firstInvalidField } from "../../lib/form-errors";

/**
 * A form of text fields: their values and messages, whether it is saving, the props that wire one field to them,
 * and showErrors, which shows messages and focuses the first field, in the order given, that has one.
 */
export function useFormFields<F extends string>(
  fields: readonly F[],
  initialValues: Record<F, string> | (() => Record<F, string>),
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [isSaving, setIsSaving] = useState(false);
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  const fieldProps = (name: F) => ({
    name,
    value: values[name],
    error: errors[name],
    disabled: isSaving,
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const showErrors = (next: FieldErrors<F>) => {
    setErrors(next);
    const first = firstInvalidField(fields, next);
    if (first) inputs.current[first]?.focus();
  };

  return { values, setValues, errors, setErrors, isSaving, setIsSaving, fieldProps, showErrors };
}
