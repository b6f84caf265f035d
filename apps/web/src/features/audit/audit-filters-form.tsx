import { auditActionLabels, auditEventKinds, auditMessages, auditText } from "@paralex/shared/audit";
import { useId } from "react";
import type { AuditActor } from "./audit-api";
import { type AuditFilterValues, hasFilters, KIND_PREFIX } from "./audit-log-filters";

const labelClass = "mb-1.5 block text-sm font-semibold text-ink";
const controlClass =
  "block min-h-11 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-body focus:border-primary aria-[invalid=true]:border-red-700";

const actorLabel = (actor: AuditActor) => (actor.name ? `${actor.name} (${actor.email})` : actor.email);

/** By whom, which kind of event and which days: each change narrows the log at once. */
export function AuditFiltersForm({
  values,
  actors,
  dateError,
  onChange,
}: {
  values: AuditFilterValues;
  actors: readonly AuditActor[];
  dateError: string | null;
  onChange: (next: AuditFilterValues) => void;
}) {
  const id = useId();
  const set = (name: keyof AuditFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [name]: event.target.value });
  const isUnlistedActor = values.actor !== "" && !actors.some((actor) => actor.email === values.actor);

  return (
    <search
      aria-label={auditText.filtersLabel}
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-[1.4fr_1.4fr_1fr_1fr]"
    >
      <div className="min-w-0">
        <label htmlFor={`${id}-actor`} className={labelClass}>
          {auditText.actorLabel}
        </label>
        <select id={`${id}-actor`} className={controlClass} value={values.actor} onChange={set("actor")}>
          <option value="">{auditText.anyActor}</option>
          {isUnlistedActor ? <option value={values.actor}>{values.actor}</option> : null}
          {actors.map((actor) => (
            <option key={actor.email} value={actor.email}>
              {actorLabel(actor)}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-event`} className={labelClass}>
          {auditText.kindLabel}
        </label>
        <select id={`${id}-event`} className={controlClass} value={values.event} onChange={set("event")}>
          <option value="">{auditText.anyKind}</option>
          {auditEventKinds.map((kind) => (
            <optgroup key={kind.label} label={kind.label}>
              <option value={`${KIND_PREFIX}${kind.label}`}>{auditText.allOfKind(kind.label)}</option>
              {kind.actions.map((action) => (
                <option key={action} value={action}>
                  {auditActionLabels[action]}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-from`} className={labelClass}>
          {auditText.fromLabel}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={controlClass}
          value={values.from}
          max={values.to || undefined}
          onChange={set("from")}
        />
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-to`} className={labelClass}>
          {auditText.toLabel}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={controlClass}
          value={values.to}
          min={values.from || undefined}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? `${id}-date-error` : undefined}
          onChange={set("to")}
        />
        <p id={`${id}-date-error`} className="mt-1.5 text-sm text-red-700" aria-live="polite">
          {dateError ?? ""}
        </p>
      </div>
      {hasFilters(values) ? (
        <div className="sm:col-span-2 xl:col-span-4">
          <button
            type="button"
            className="btn-secondary"
            onClick={() => onChange({ actor: "", event: "", from: "", to: "" })}
          >
            {auditText.clearFilters}
          </button>
        </div>
      ) : null}
    </search>
  );
}

/** The days' order, checked before asking: the last day may not come before the first. */
export function dateErrorOf(values: AuditFilterValues): string | null {
  return values.from && values.to && values.from > values.to ? auditMessages.badDateRange : null;
}
