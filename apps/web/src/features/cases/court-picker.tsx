import type { TCaseCourt } from "@paralex/shared/cases";
import { type KeyboardEvent, useDeferredValue, useId, useState } from "react";
import { FieldMessages, fieldMessageIds } from "../../components/field-messages";
import { useCourtsQuery } from "./cases-api";

interface CourtPickerProps {
  label: string;
  value: TCaseCourt | null;
  onChange: (court: TCaseCourt | null) => void;
  error?: string | undefined;
}

const inputClass =
  "block min-h-12 w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-body shadow-xs focus:border-primary";

/**
 * A combobox of courts by name, abbreviation or id ("southern new york", "SDNY", "nysd"): arrows move through the
 * suggestions, Enter chooses, Escape closes (the ARIA 1.2 combobox with a listbox popup).
 */
export function CourtPicker({ label, value, onChange, error }: CourtPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(value?.name ?? "");
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useDeferredValue(text.trim());
  const courts = useCourtsQuery(query, { skip: query.length < 2 || query === value?.name });
  const options = isOpen ? (courts.data?.courts ?? []) : [];
  const hint = value ? `Chosen: ${value.name} (${value.id})` : "Type part of the court's name, e.g. Southern New York.";
  const { hintId, errorId, describedBy } = fieldMessageIds(id, hint, error);

  const choose = (court: TCaseCourt) => {
    onChange(court);
    setText(court.name);
    setIsOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && options.length > 0) {
      event.preventDefault();
      setIsOpen(true);
      setActive((current) => (current + 1) % options.length);
    } else if (event.key === "ArrowUp" && options.length > 0) {
      event.preventDefault();
      setActive((current) => (current - 1 + options.length) % options.length);
    } else if (event.key === "Enter" && isOpen && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === "Escape") {
      setIsOpen(false);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-activedescendant={options[active] ? `${listId}-${options[active].id}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} ${error ? "border-red-700" : "border-slate-400"}`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setIsOpen(true);
          if (value) onChange(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setIsOpen(false)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Courts"
        className={`absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-line bg-white shadow-card ${options.length > 0 ? "" : "hidden"}`}
      >
        {options.map((court, index) => (
          <div
            key={court.id}
            id={`${listId}-${court.id}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={`cursor-pointer px-3.5 py-2.5 ${index === active ? "bg-blue-50 text-ink" : "text-body"}`}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(court);
            }}
          >
            {court.name} <span className="text-sm text-muted">({court.id})</span>
          </div>
        ))}
      </div>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}
