import {
  APPLICATION_ROLES,
  MEMBER_ROLES,
  organizationMessages,
  type TUpdateMember,
  ZUpdateMember,
} from "@paralex/shared/organization";
import { CircleAlert } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Drawer } from "../../components/dialog-shell";
import { PracticeAreaCheckboxes } from "../../components/practice-area-checkboxes";
import { SelectField } from "../../components/select-field";
import { TextField } from "../auth/auth-form-fields";
import { type OrganizationMember, updateMember } from "./organization-api";
import { fullName } from "./organization-text";

interface FormValues {
  applicationRole: string;
  role: string;
  position: string;
  products: number[];
}

function valuesOf(member: OrganizationMember | null): FormValues {
  return {
    applicationRole: member?.applicationRole ?? "Member",
    role: member?.role ?? "",
    position: member?.position ?? "",
    products: member?.practiceAreas ?? [],
  };
}

/** Only what differs from the member as listed, so the server records exactly what changed. */
function changesOf(member: OrganizationMember, values: FormValues): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (values.applicationRole !== member.applicationRole) changes.applicationRole = values.applicationRole;
  if (values.role && values.role !== member.role) changes.role = values.role;
  if (values.position.trim() !== (member.position ?? "")) changes.position = values.position;
  const sorted = [...values.products].sort((a, b) => a - b);
  const current = [...member.practiceAreas].sort((a, b) => a - b);
  if (sorted.join(",") !== current.join(",")) changes.products = values.products;
  return changes;
}

/** An Admin's 'Edit Member' drawer: application role, role, position and products. */
export function EditMemberDrawer({
  member,
  onClose,
  onSaved,
  returnFocusTo,
}: {
  member: OrganizationMember | null;
  onClose: () => void;
  onSaved: (member: OrganizationMember) => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}) {
  const [values, setValues] = useState<FormValues>(() => valuesOf(member));
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    setValues(valuesOf(member));
    setFormError(null);
  }, [member]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!member || isSaving) return;
    const changes = changesOf(member, values);
    if (Object.keys(changes).length === 0) return setFormError(organizationMessages.noChanges);
    const parsed = ZUpdateMember.safeParse(changes);
    if (!parsed.success) return setFormError(parsed.error.issues[0]?.message ?? organizationMessages.noChanges);
    setIsSaving(true);
    const result = await updateMember(member.membershipId, parsed.data as TUpdateMember);
    setIsSaving(false);
    if (!result.success) return setFormError(result.message);
    onSaved(result.data);
  };

  return (
    <Drawer
      open={member !== null}
      onOpenChange={(open) => {
        if (!open && !isSaving) onClose();
      }}
      title="Edit Member"
      description={member ? `${fullName(member)}, ${member.email}` : undefined}
      returnFocusTo={returnFocusTo}
    >
      <form noValidate onSubmit={submit} className="space-y-5" aria-label="Edit Member">
        {formError ? (
          <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p>{formError}</p>
          </div>
        ) : null}
        <SelectField
          label="Application Role"
          value={values.applicationRole}
          options={APPLICATION_ROLES}
          onChange={(event) => setValues((previous) => ({ ...previous, applicationRole: event.target.value }))}
        />
        <SelectField
          label="Role"
          value={values.role}
          emptyOption={values.role ? undefined : "No role yet"}
          options={MEMBER_ROLES}
          onChange={(event) => setValues((previous) => ({ ...previous, role: event.target.value }))}
        />
        <TextField
          label="Position"
          name="position"
          value={values.position}
          onChange={(event) => setValues((previous) => ({ ...previous, position: event.target.value }))}
        />
        <PracticeAreaCheckboxes
          legend="Products"
          selected={values.products}
          onChange={(next) => setValues((previous) => ({ ...previous, products: next }))}
        />
        <button type="submit" className="btn-primary w-full" disabled={isSaving} aria-busy={isSaving}>
          {isSaving ? "Saving..." : "Save Changes"}
        </button>
      </form>
    </Drawer>
  );
}
