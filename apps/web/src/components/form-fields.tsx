import { Eye, EyeOff } from "lucide-react";
import {
  type ChangeEvent,
  type ChangeEventHandler,
  type InputHTMLAttributes,
  type Ref,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { FieldMessages, fieldMessageIds } from "./field-messages";

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

/**
 * The input's ref, merged with the caller's. Text typed into a prerendered form before the app took over is kept:
 * hydration leaves it in the input, and this hands it to the form's state instead of letting the next render
 * clear it.
 */
function useKeepsTextTypedBeforeHydration(
  value: InputProps["value"],
  onChange: ChangeEventHandler<HTMLInputElement> | undefined,
  ref: Ref<HTMLInputElement> | undefined,
) {
  const input = useRef<HTMLInputElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the value found when the field first appears
  useLayoutEffect(() => {
    const element = input.current;
    if (!element || !onChange || value === undefined || element.value === String(value)) return;
    onChange({ target: element, currentTarget: element } as ChangeEvent<HTMLInputElement>);
  }, []);
  return (element: HTMLInputElement | null) => {
    input.current = element;
    if (typeof ref === "function") ref(element);
    else if (ref) ref.current = element;
  };
}

/** A labelled input whose error is tied to it with aria-invalid and aria-describedby. */
export function TextField({ label, error, hint, type = "text", ref, ...inputProps }: FieldProps) {
  const id = useId();
  const inputRef = useKeepsTextTypedBeforeHydration(inputProps.value, inputProps.onChange, ref);
  const { hintId, errorId, describedBy } = fieldMessageIds(id, hint, error);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        ref={inputRef}
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
  const inputRef = useKeepsTextTypedBeforeHydration(inputProps.value, inputProps.onChange, ref);
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
          ref={inputRef}
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
