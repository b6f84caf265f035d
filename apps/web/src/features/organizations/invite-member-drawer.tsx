import { zodResolver } from "@hookform/resolvers/zod";
import { type INVITE_FIELDS, MEMBER_ROLES, type TInviteMember, ZInviteMember } from "@paralex/shared/organization";
import { CircleAlert } from "lucide-react";
import { useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { Drawer } from "../../components/dialog-shell";
import { TextField } from "../../components/form-fields";
import { PracticeAreaCheckboxes } from "../../components/practice-area-checkboxes";
import { SelectField } from "../../components/select-field";
import { errorMessage } from "../../lib/api/error-message";
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
// The form holds '' until a role is chosen; the schema says which roles there are.
const inviteResolver = zodResolver(ZInviteMember) as unknown as Resolver<FormValues, unknown, TInviteMember>;

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
  const {
    control,
    register,
    handleSubmit,
    clearErrors,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, TInviteMember>({
    defaultValues: emptyForm,
    resolver: inviteResolver,
    reValidateMode: "onSubmit",
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [inviteMember] = useInviteMemberMutation();
  const products = watch("products");
  const seatPreview = useSeatChangePreview(null, products, open && products.length > 0);

  /** A field's props: a change clears its message until the next send. */
  const fieldProps = (name: Exclude<Field, "products">) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    error: errors[name]?.message,
  });

  const onValid = async (invitation: TInviteMember) => {
    const result = await inviteMember(invitation);
    if (result.error) {
      setFormError(errorMessage(result.error));
      return;
    }
    reset(emptyForm);
    onInvited(result.data);
  };

  return (
    <Drawer
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !isSubmitting) {
          setFormError(null);
          clearErrors();
          onClose();
        }
      }}
      title={organizationText.inviteMember}
      description="We email them a link to join your organization. It works once and expires in 7 days."
      returnFocusTo={returnFocusTo}
    >
      <form
        noValidate
        onSubmit={(event) => {
          setFormError(null);
          return handleSubmit(onValid)(event);
        }}
        className="space-y-5"
        aria-label={organizationText.inviteMember}
      >
        {formError ? (
          <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p>{formError}</p>
          </div>
        ) : null}
        <div className="grid gap-5 xs:grid-cols-2">
          <TextField label="First Name" autoComplete="off" {...fieldProps("firstName")} />
          <TextField label="Last Name" autoComplete="off" {...fieldProps("lastName")} />
        </div>
        <TextField label="Email" type="email" autoComplete="off" inputMode="email" {...fieldProps("email")} />
        <TextField label="Position" hint="For example Associate, Paralegal or Partner." {...fieldProps("position")} />
        <SelectField label="Role" emptyOption="Choose a role" options={MEMBER_ROLES} {...fieldProps("role")} />
        <Controller
          control={control}
          name="products"
          render={({ field }) => (
            <PracticeAreaCheckboxes
              ref={field.ref}
              legend="Products"
              selected={field.value}
              error={errors.products?.message}
              onChange={(next) => {
                field.onChange(next);
                clearErrors("products");
              }}
            />
          )}
        />
        <SeatCostNotice state={seatPreview} intro={seatNoticeText.inviteIntro} />
        <button type="submit" className="btn-primary w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? "Sending..." : "Send Invitation"}
        </button>
      </form>
    </Drawer>
  );
}
