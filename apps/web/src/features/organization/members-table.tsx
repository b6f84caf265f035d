import { productTitle } from "@paralex/shared/organization";
import type { TMemberView } from "@paralex/shared/organization-views";
import { Eye, Pencil, Trash2 } from "lucide-react";
import type { MouseEvent } from "react";
import { ScrollableTable } from "../../components/scrollable-table";
import { fullName, organizationText } from "./organization-text";

const MEMBER_COLUMNS = ["Team Member", "Application Role", "Position", "Practice Areas", "Assigned Case(s)", "Action"];
const bodyCell = "px-3 py-3 align-top";
const iconButton =
  "inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-surface disabled:cursor-not-allowed disabled:opacity-50";

const CASES_SHOWN = 2;

/**
 * The first two cases, each on one line cut with an ellipsis, and '+N more': the row stays short however many
 * cases there are. Screen readers hear the whole list (the rest is visually hidden) and the title shows it all.
 */
function AssignedCases({ cases }: { cases: readonly string[] }) {
  if (cases.length === 0) return <span className="text-muted">None</span>;
  const hidden = cases.length - CASES_SHOWN;
  return (
    <div className="max-w-56 min-w-36 text-sm" title={cases.join("\n")}>
      <ul>
        {cases.map((name, index) => (
          <li key={name} className={index < CASES_SHOWN ? "truncate" : "sr-only"}>
            {name}
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <span className="text-muted" aria-hidden="true">
          +{hidden} more
        </span>
      ) : null}
    </div>
  );
}

/** The spec's columns: Team Member, Application Role, Position, Practice Areas, Assigned Case(s), Action. */
export function MembersTable({
  members,
  canManage,
  onView,
  onEdit,
  onDelete,
}: {
  members: readonly TMemberView[];
  canManage: boolean;
  onView: (member: TMemberView, event: MouseEvent<HTMLButtonElement>) => void;
  onEdit: (member: TMemberView, event: MouseEvent<HTMLButtonElement>) => void;
  onDelete: (member: TMemberView, event: MouseEvent<HTMLButtonElement>) => void;
}) {
  if (members.length === 0) {
    return <p className="card mt-4 p-6 text-center font-semibold text-ink">{organizationText.noMembersMatch}</p>;
  }
  return (
    <ScrollableTable label="Members table" columns={MEMBER_COLUMNS} className="mt-4">
      {members.map((member) => {
        const name = fullName(member);
        return (
          <tr key={member.membershipId}>
            <th scope="row" className={`${bodyCell} max-w-60 min-w-44 text-left font-normal`}>
              <span className="block font-semibold whitespace-nowrap text-ink">
                {name}
                {member.isViewer ? <span className="ml-1 font-normal text-muted">(you)</span> : null}
              </span>
              <span className="block text-sm break-all text-muted">{member.email}</span>
            </th>
            <td className={bodyCell}>
              <span
                className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${member.applicationRole === "Admin" ? "bg-blue-50 text-blue-800" : "bg-slate-100 text-slate-800"}`}
              >
                {member.applicationRole}
              </span>
            </td>
            <td className={`${bodyCell} whitespace-nowrap`}>
              <span className="block">{member.position ?? "—"}</span>
              {member.role ? <span className="block text-sm text-muted">{member.role}</span> : null}
            </td>
            <td className={bodyCell}>
              {member.practiceAreas.length === 0 ? (
                <span className="text-muted">None</span>
              ) : (
                <ul className="flex min-w-36 flex-wrap gap-1">
                  {member.practiceAreas.map((appId) => (
                    <li key={appId} className="rounded-md bg-surface px-2 py-0.5 text-sm whitespace-nowrap">
                      {productTitle(appId)}
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td className={bodyCell}>
              <AssignedCases cases={member.assignedCases} />
            </td>
            <td className={`${bodyCell} whitespace-nowrap`}>
              <button
                type="button"
                className={iconButton}
                aria-label={`View order summary for ${name}`}
                onClick={(event) => onView(member, event)}
              >
                <Eye className="size-5" aria-hidden="true" />
              </button>
              {canManage ? (
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Edit ${name}`}
                  onClick={(event) => onEdit(member, event)}
                >
                  <Pencil className="size-5" aria-hidden="true" />
                </button>
              ) : null}
              {canManage && !member.isViewer ? (
                <button
                  type="button"
                  className={`${iconButton} text-red-700 hover:bg-red-50`}
                  aria-label={`Remove ${name}`}
                  onClick={(event) => onDelete(member, event)}
                >
                  <Trash2 className="size-5" aria-hidden="true" />
                </button>
              ) : null}
            </td>
          </tr>
        );
      })}
    </ScrollableTable>
  );
}
