import { INVITE_FIELDS, MEMBER_ROLES, type TInviteMember, ZInviteMember } from "@paralex/shared/organization";
import { CircleAlert } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Drawer } from "../../components/dialog-shell";
import { TextField } from "../../components/form-fields";
import { PracticeAreaCheckboxes } from "../../components/practice-area-checkboxes";
import { SelectField } from "../../components/select-field";
import { errorMessage } from "../../lib/api/error-message";
import { type FieldErrors, firstInvalidField, schemaFieldErrors } from "../../lib/form-errors";
import { organizationText, seatNoticeText } from "./organization-text";
import { type Invitation, useInviteMemberMutation } from "./organizations-api";
import { SeatCostNotice } from "./seat-cost-notice";
import { useSeatChangePreview } from "./use-seat-change-preview";

type Field = (typeof INVITE_FIELDS)[number];

interface FormValues {
  firstName: string;
  lastName: string;
  email: string;
  position: string;
  role: string;
  products: number[];
}

const emptyForm: FormValues = { firstName: "", lastName: "", email: "", position: "", role: "", products: [] };

/** The 'Invite Member' drawer: the spec's fields; sending emails the invitation link. */
export function InviteMemberDrawer({
  open,
  onClose,
  onInvited,
  returnFocusTo,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: (invitation: Invitation) => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}) {
  const [values, setValues] = useState<FormValues>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [inviteMember] = useInviteMemberMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const seatPreview = useSeatChangePreview(null, values.products, open && values.products.length > 0);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  };

  const focusField = (field: Field) => {
    formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    setFormError(null);
    const parsed = ZInviteMember.safeParse(values);
    if (!parsed.success) {
      const found = schemaFieldErrors(INVITE_FIELDS, parsed.error.issues);
      setErrors(found);
      const first = firstInvalidField(INVITE_FIELDS, found);
      if (first) focusField(first);
      return;
    }
    setIsSending(true);
    const result = await inviteMember(parsed.data as TInviteMember);
    setIsSending(false);
    if (result.error) {
      setFormError(errorMessage(result.error));
      return;
    }
    setValues(emptyForm);
    setErrors({});
    onInvited(result.data);
  };

  return (
    <Drawer
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !isSending) {
          setFormError(null);
          setErrors({});
          onClose();
        }
      }}
      title={organizationText.inviteMember}
      description="We email them a link to join your organization. It works once and expires in 7 days."
      returnFocusTo={returnFocusTo}
    >
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5" aria-label={organizationText.inviteMember}>
        {formError ? (
          <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p>{formError}</p>
          </div>
        ) : null}
        <div className="grid gap-5 xs:grid-cols-2">
          <TextField
            label="First Name"
            name="firstName"
            data-field="firstName"
            autoComplete="off"
            value={values.firstName}
            error={errors.firstName}
            onChange={(event) => set("firstName", event.target.value)}
          />
          <TextField
            label="Last Name"
            name="lastName"
            data-field="lastName"
            autoComplete="off"
            value={values.lastName}
            error={errors.lastName}
            onChange={(event) => set("lastName", event.target.value)}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          name="email"
          data-field="email"
          autoComplete="off"
          inputMode="email"
          value={values.email}
          error={errors.email}
          onChange={(event) => set("email", event.target.value)}
        />
        <TextField
          label="Position"
          name="position"
          data-field="position"
          hint="For example Associate, Paralegal or Partner."
          value={values.position}
          error={errors.position}
          onChange={(event) => set("position", event.target.value)}
        />
        <SelectField
          label="Role"
          data-field="role"
          value={values.role}
          emptyOption="Choose a role"
          options={MEMBER_ROLES}
          error={errors.role}
          onChange={(event) => set("role", event.target.value)}
        />
        <PracticeAreaCheckboxes
          legend="Products"
          data-field="products"
          selected={values.products}
          error={errors.products}
          onChange={(next) => set("products", next)}
        />
        <SeatCostNotice state={seatPreview} intro={seatNoticeText.inviteIntro} />
        <button type="submit" className="btn-primary w-full" disabled={isSending} aria-busy={isSending}>
          {isSending ? "Sending..." : "Send Invitation"}
        </button>
      </form>
    </Drawer>
  );
}
