import { caseText, type TCaseDetail } from "@paralex/shared/cases";
import { paths } from "@paralex/shared/routes";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "../../lib/api/error-message";
import { useAddTeamMemberMutation, useRemoveTeamMemberMutation } from "./cases-api";
import { EmailAddress } from "./email-address";

/** The case's team: who gets its alerts, with adding a colleague, leaving, following, and (for Admins) removing. */
export function CaseTeam({ detail, viewerId }: { detail: TCaseDetail; viewerId: string | undefined }) {
  const titleId = useId();
  const pickId = useId();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState("");
  const [add, adding] = useAddTeamMemberMutation();
  const [remove, removing] = useRemoveTeamMemberMutation();
  const removable = new Set(detail.removableUserIds);
  const isActive = detail.status === "active";
  const onAdd = async (userId: string) => {
    const result = await add({ id: detail.id, userId });
    if (!result.error) setChosen("");
  };
  const onRemove = async (userId: string) => {
    const result = await remove({ id: detail.id, userId });
    if (!result.error && userId === viewerId && !detail.isAdmin) await navigate(paths.dashboardCases);
  };
  const error = adding.error ?? removing.error;
  return (
    <section aria-labelledby={titleId} className="card p-5 sm:p-6">
      <h2 id={titleId} className="font-serif text-xl font-semibold">
        {caseText.teamTitle}
      </h2>
      {isActive ? <p className="mt-1 text-sm text-muted">{caseText.teamHint}</p> : null}
      {detail.team.length === 0 ? (
        <p className="mt-2 text-muted">Nobody follows this case yet.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {detail.team.map((person) => (
            <li key={person.userId} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-words">
                {person.name}{" "}
                <span className="text-sm text-muted">
                  <EmailAddress address={person.email} />
                </span>
              </span>
              {removable.has(person.userId) ? (
                <button
                  type="button"
                  className="btn-secondary min-h-11 px-3 text-sm"
                  aria-label={person.userId === viewerId ? caseText.unfollow : caseText.removeNamed(person.name)}
                  disabled={removing.isLoading}
                  onClick={() => void onRemove(person.userId)}
                >
                  {person.userId === viewerId ? caseText.unfollow : caseText.remove}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {isActive && !detail.myAlerts ? (
        <button
          type="button"
          className="btn-secondary mt-4"
          disabled={adding.isLoading || !viewerId}
          onClick={() => viewerId && void onAdd(viewerId)}
        >
          {caseText.follow}
        </button>
      ) : null}
      {detail.teamCandidates.length > 0 ? (
        <form
          className="mt-4 flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) void onAdd(chosen);
          }}
        >
          <label htmlFor={pickId} className="text-sm font-semibold text-ink">
            {caseText.addPerson}
          </label>
          <select
            id={pickId}
            className="min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">{caseText.choosePerson}</option>
            {detail.teamCandidates.map((person) => (
              <option key={person.userId} value={person.userId}>
                {person.name || person.email} ({person.email})
              </option>
            ))}
          </select>
          <button type="submit" className="btn-secondary self-start" disabled={!chosen || adding.isLoading}>
            {caseText.addToTeam}
          </button>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-red-800">
          {errorMessage(error)}
        </p>
      ) : null}
    </section>
  );
}
