import type { TDemoRequestField } from "@paralex/shared/demo-request-fields";
import { PLEASE_SELECT } from "@paralex/shared/demo-request-fields";
import { ChevronDown, CircleAlert } from "lucide-react";
import type { InputHTMLAttributes, SelectHTMLAttributes } from "react";
import { type SelectOption, SelectOptions } from "../../components/select-field";

const controlClass =
  "block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

function fieldIds(formId: string, name: TDemoRequestField) {
  return { inputId: `${formId}-${name}`, errorId: `${formId}-${name}-error` };
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}

interface FieldProps {
  formId: string;
  name: TDemoRequestField;
  label: string;
  error: string | undefined;
}

export function TextField({
  formId,
  name,
  label,
  error,
  ...inputProps
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">) {
  const { inputId, errorId } = fieldIds(formId, name);
  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block font-medium text-ink">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={controlClass}
        {...inputProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function SelectField({
  formId,
  name,
  label,
  error,
  options,
  emptyOption = PLEASE_SELECT,
  defaultValue = "",
  ...selectProps
}: FieldProps & {
  options: readonly SelectOption[];
  /** The text of a first option whose value is ''; none when null. */
  emptyOption?: string | null;
  defaultValue?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "defaultValue">) {
  const { inputId, errorId } = fieldIds(formId, name);
  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <select
          id={inputId}
          name={name}
          required
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${controlClass} appearance-none pr-10`}
          {...selectProps}
        >
          {emptyOption === null ? null : <option value="">{emptyOption}</option>}
          <SelectOptions options={options} />
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
