import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, type Ref, useId, useState } from "react";

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

function FieldMessages({
  hintId,
  hint,
  errorId,
  error,
}: {
  hintId: string;
  hint?: string;
  errorId: string;
  error?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {/* Always present, so screen readers hear the message the moment it appears. */}
      <p id={errorId} aria-live="polite" className="mt-1.5 text-sm font-medium text-red-700 empty:hidden">
        {error ?? ""}
      </p>
    </>
  );
}

function describedBy(hint: string | undefined, hintId: string, error: string | undefined, errorId: string) {
  return [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
}

/** A labelled input whose error is tied to it with aria-invalid and aria-describedby. */
export function TextField({ label, error, hint, type = "text", ref, ...inputProps }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
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
        aria-describedby={describedBy(hint, hintId, error, errorId)}
        {...inputProps}
      />
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

/** A password input with a show/hide toggle: a button whose pressed state says whether the text is visible. */
export function PasswordField({ label, error, hint, ref, ...inputProps }: Omit<FieldProps, "type">) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
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
          aria-describedby={describedBy(hint, hintId, error, errorId)}
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
