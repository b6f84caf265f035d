import { productTitle } from "@paralex/shared/organization";
import { Eye, Pencil, Trash2 } from "lucide-react";
import type { MouseEvent } from "react";
import { ResponsiveTable, type TableColumn, type TableLayout } from "../../components/responsive-table";
import { fullName, organizationText } from "./organization-text";
import type { Member } from "./organizations-api";
import { MemberTwoFactor } from "./two-factor-policy";
import { useTableFits } from "./use-table-fits";

const iconButton =
  "inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-surface disabled:cursor-not-allowed disabled:opacity-50";
/** On a card the buttons carry their word as well as the icon. */
const cardButton =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-ink/20 px-4 font-semibold text-ink hover:bg-surface";

const CASES_SHOWN = 2;

/**
 * The first two cases, each on one line cut with an ellipsis, and '+N more': the row stays short however many
 * cases there are. Screen readers hear the whole list (the rest is visually hidden) and the title shows it all.
 */
function AssignedCases({ cases }: { cases: readonly string[] }) {
  if (cases.length === 0) return <span className="text-muted">None</span>;
  const hidden = cases.length - CASES_SHOWN;
  return (
    <div className="max-w-56 min-w-0 text-sm md:min-w-36" title={cases.join("\n")}>
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

type MemberAction = (member: Member, event: MouseEvent<HTMLButtonElement>) => void;

function MemberActions({
  member,
  layout,
  canManage,
  onView,
  onEdit,
  onDelete,
}: {
  member: Member;
  layout: TableLayout;
  canManage: boolean;
  onView: MemberAction;
  onEdit: MemberAction;
  onDelete: MemberAction;
}) {
  const name = fullName(member);
  const isCard = layout === "cards";
  const plain = isCard ? cardButton : iconButton;
  const danger = isCard
    ? `${cardButton} border-red-700 text-red-700 hover:bg-red-50`
    : `${iconButton} text-red-700 hover:bg-red-50`;
  return (
    <>
      <button
        type="button"
        className={plain}
        aria-label={`View order summary for ${name}`}
        onClick={(event) => onView(member, event)}
      >
        <Eye className="size-5" aria-hidden="true" />
        {isCard ? "View" : null}
      </button>
      {canManage ? (
        <button type="button" className={plain} aria-label={`Edit ${name}`} onClick={(event) => onEdit(member, event)}>
          <Pencil className="size-5" aria-hidden="true" />
          {isCard ? "Edit" : null}
        </button>
      ) : null}
      {canManage && !member.isViewer ? (
        <button
          type="button"
          className={danger}
          aria-label={`Remove ${name}`}
          onClick={(event) => onDelete(member, event)}
        >
          <Trash2 className="size-5" aria-hidden="true" />
          {isCard ? "Remove" : null}
        </button>
      ) : null}
    </>
  );
}

/** The spec's columns: Team Member, Application Role, Position, Practice Areas, Assigned Case(s), Action. */
export function MembersTable({
  members,
  canManage,
  onView,
  onEdit,
  onDelete,
  onResetTwoFactor,
}: {
  members: readonly Member[];
  canManage: boolean;
  onView: MemberAction;
  onEdit: MemberAction;
  onDelete: MemberAction;
  onResetTwoFactor: MemberAction;
}) {
  const fit = useTableFits<HTMLDivElement>(JSON.stringify(members));
  const columns: TableColumn<Member>[] = [
    {
      header: "Team Member",
      isRowHeader: true,
      cellClassName: "max-w-52 min-w-40",
      cell: (member) => (
        <>
          <span className="block font-semibold text-ink">
            {fullName(member)}
            {member.isViewer ? <span className="ml-1 font-normal text-muted">(you)</span> : null}
          </span>
          <span className="block text-sm font-normal break-all text-muted">{member.email}</span>
          {canManage ? <MemberTwoFactor member={member} onReset={onResetTwoFactor} /> : null}
        </>
      ),
    },
    {
      header: "Application Role",
      cell: (member) => (
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${member.applicationRole === "Admin" ? "bg-blue-50 text-blue-800" : "bg-slate-100 text-slate-800"}`}
        >
          {member.applicationRole}
        </span>
      ),
    },
    {
      header: "Position",
      cellClassName: "min-w-28",
      cell: (member) => (
        <>
          <span className="block">{member.position ?? "—"}</span>
          {member.role ? <span className="block text-sm text-muted">{member.role}</span> : null}
        </>
      ),
    },
    {
      header: "Practice Areas",
      cell: (member) =>
        member.practiceAreas.length === 0 ? (
          <span className="text-muted">None</span>
        ) : (
          <ul className="flex flex-wrap gap-1 md:min-w-36">
            {member.practiceAreas.map((appId) => (
              <li key={appId} className="rounded-md bg-surface px-2 py-0.5 text-sm whitespace-nowrap">
                {productTitle(appId)}
              </li>
            ))}
          </ul>
        ),
    },
    { header: "Assigned Case(s)", cell: (member) => <AssignedCases cases={member.assignedCases} /> },
    {
      header: "Action",
      isActions: true,
      cellClassName: "whitespace-nowrap",
      cell: (member, layout) => (
        <MemberActions
          member={member}
          layout={layout}
          canManage={canManage}
          onView={onView}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ),
    },
  ];
  return (
    <div ref={fit.ref} className="mt-4">
      {members.length === 0 ? (
        <p className="card p-6 text-center font-semibold text-ink">{organizationText.noMembersMatch}</p>
      ) : (
        <ResponsiveTable
          label="Members table"
          columns={columns}
          rows={members}
          rowKey={(member) => member.membershipId}
          asCards={!fit.fits}
        />
      )}
    </div>
  );
}
