import { type Ref, type SelectHTMLAttributes, useId } from "react";
import { FieldMessages, fieldMessageIds } from "./field-messages";

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className" | "children">;

/** One choice: a plain string is both the value and the text. */
export type SelectOption = string | { value: string | number; label: string };

interface SelectFieldProps extends SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** The text of a first option whose value is '' (e.g. 'All Roles'); none when left out. */
  emptyOption?: string | undefined;
  error?: string | undefined;
  hint?: string;
  /** 'filter': the label is for screen readers only and the control is as compact as a search box. */
  variant?: "field" | "filter";
  ref?: Ref<HTMLSelectElement>;
}

const labelClass = {
  field: "mb-1.5 block text-sm font-semibold text-ink",
  filter: "sr-only",
};

const selectClass = {
  field:
    "block min-h-12 w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-body focus:border-primary aria-[invalid=true]:border-red-700",
  filter: "block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-body focus:border-primary",
};

/** A labelled select, with its hint and error tied to it by aria-describedby, like the text fields. */
export function SelectField({
  label,
  options,
  emptyOption,
  error,
  hint,
  variant = "field",
  ref,
  ...selectProps
}: SelectFieldProps) {
  const id = useId();
  const { hintId, errorId, describedBy } = fieldMessageIds(id, hint, error);
  return (
    <div>
      <label htmlFor={id} className={labelClass[variant]}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        className={`${selectClass[variant]} ${error ? "border-red-700" : "border-slate-400"}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...selectProps}
      >
        {emptyOption === undefined ? null : <option value="">{emptyOption}</option>}
        <SelectOptions options={options} />
      </select>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

/** The <option>s of a list of choices. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => {
    const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
    return (
      <option key={value} value={value}>
        {label}
      </option>
    );
  });
}
