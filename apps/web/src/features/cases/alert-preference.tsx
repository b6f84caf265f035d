import {
  ALERT_PREFERENCES,
  alertPreferenceLabels,
  type TAlertPreference,
  type TCaseDetail,
} from "@paralex/shared/cases";
import { useId, useState } from "react";
import { toast } from "react-toastify/unstyled";
import { errorMessage } from "../../lib/api/error-message";
import { useSetCaseAlertsMutation } from "./cases-api";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** The reader's own alerts for the case: every entry, a daily digest at an hour in their time zone, or none. */
export function AlertPreference({ detail }: { detail: TCaseDetail }) {
  const titleId = useId();
  const hourId = useId();
  const mine = detail.myAlerts;
  const [preference, setPreference] = useState<TAlertPreference>(mine?.alertPreference ?? "every");
  const [hour, setHour] = useState(mine?.digestHour ?? 8);
  const [save, saving] = useSetCaseAlertsMutation();
  if (!mine) return null;
  const timeZone = mine.alertPreference === "digest" ? mine.timeZone : browserZone();
  const onSave = async () => {
    const result = await save({ id: detail.id, alerts: { alertPreference: preference, digestHour: hour, timeZone } });
    if (!result.error) toast.success("Alerts saved.");
  };
  return (
    <section aria-labelledby={titleId} className="card p-5 sm:p-6">
      <h2 id={titleId} className="font-serif text-xl font-semibold">
        Your alerts
      </h2>
      <fieldset className="mt-3">
        <legend className="sr-only">Email me</legend>
        <div className="flex flex-col gap-2">
          {ALERT_PREFERENCES.map((value) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name={`${titleId}-preference`}
                className="size-5 accent-primary"
                checked={preference === value}
                onChange={() => setPreference(value)}
              />
              {alertPreferenceLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {preference === "digest" ? (
        <div className="mt-3">
          <label htmlFor={hourId} className="mb-1.5 block text-sm font-semibold text-ink">
            Digest hour ({timeZone})
          </label>
          <select
            id={hourId}
            className="min-h-11 rounded-lg border border-slate-400 bg-white px-3"
            value={hour}
            onChange={(event) => setHour(Number(event.target.value))}
          >
            {HOURS.map((value) => (
              <option key={value} value={value}>
                {String(value).padStart(2, "0")}:00
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button
        type="button"
        className="btn-secondary mt-4"
        disabled={saving.isLoading}
        aria-busy={saving.isLoading}
        onClick={() => void onSave()}
      >
        Save alerts
      </button>
      {saving.error ? (
        <p role="alert" className="mt-2 text-red-800">
          {errorMessage(saving.error)}
        </p>
      ) : null}
    </section>
  );
}
