import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, type Ref, useId, useState } from "react";
import { FieldMessages, fieldMessageIds } from "../../components/field-messages";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "type">;

interface FieldProps extends InputProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  type?: "text" | "email";
  ref?: Ref<HTMLInputElement>;
}

const inputClass =
  "block min-h-12 w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-body shadow-xs transition-colors duration-300 placeholder:text-muted/80 focus:border-primary read-only:bg-surface aria-[invalid=true]:border-red-700";

/** A labelled input whose error is tied to it with aria-invalid and aria-describedby. */
export function TextField({ label, error, hint, type = "text", ref, ...inputProps }: FieldProps) {
  const id = useId();
  const { hintId, errorId, describedBy } = fieldMessageIds(id, hint, error);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type={type}
        className={`${inputClass} ${error ? "border-red-700" : "border-slate-400"}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

/** A password input with a show/hide toggle: a button whose pressed state says whether the text is visible. */
export function PasswordField({ label, error, hint, ref, ...inputProps }: Omit<FieldProps, "type">) {
  const id = useId();
  const { hintId, errorId, describedBy } = fieldMessageIds(id, hint, error);
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type={isVisible ? "text" : "password"}
          className={`${inputClass} pr-14 ${error ? "border-red-700" : "border-slate-400"}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="none"
          spellCheck={false}
          {...inputProps}
        />
        <button
          type="button"
          className="absolute inset-y-0.5 right-0.5 inline-flex w-12 items-center justify-center rounded-md text-muted hover:text-ink"
          aria-pressed={isVisible}
          aria-controls={id}
          aria-label={`Show ${label.toLowerCase()}`}
          title={isVisible ? "Hide password" : "Show password"}
          onClick={() => setIsVisible((visible) => !visible)}
        >
          <Icon className="size-5" aria-hidden="true" />
        </button>
      </div>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}
