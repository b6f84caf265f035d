import { zodResolver } from "@hookform/resolvers/zod";
import {
  organizationMessages,
  type TBillingContact,
  type TRenameOrganization,
  organizationSettingsText as text,
  ZBillingContact,
  ZRenameOrganization,
} from "@paralex/shared/organization";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify/unstyled";
import { TextField } from "../../components/form-fields";
import { errorMessage } from "../../lib/api/error-message";
import { type Organization, useRenameOrganizationMutation, useSetBillingContactMutation } from "./organizations-api";
import { TwoFactorRequirement } from "./two-factor-policy";

function contactText(organization: Organization): string {
  const contact = organization.billingContact;
  if (!contact) return text.billingToAdmins;
  return contact.memberName ? `${contact.memberName} (${contact.email})` : contact.email;
}

function SaveButton({ isBusy, label }: { isBusy: boolean; label: string }) {
  return (
    <button type="submit" className="btn-secondary w-full sm:w-auto" disabled={isBusy} aria-busy={isBusy}>
      {isBusy ? text.saving : label}
    </button>
  );
}

function RenameForm({ organization }: { organization: Organization }) {
  const [rename] = useRenameOrganizationMutation();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<TRenameOrganization>({
    defaultValues: { name: organization.name },
    resolver: zodResolver(ZRenameOrganization),
    reValidateMode: "onSubmit",
  });
  const onValid = async ({ name }: TRenameOrganization) => {
    const result = await rename(name);
    if (result.error) return setError("name", { message: errorMessage(result.error) });
    toast.success(organizationMessages.organizationRenamed(result.data.name));
  };
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-3">
      <TextField
        label={text.nameLabel}
        hint={text.nameHint}
        autoComplete="organization"
        maxLength={200}
        {...register("name", { onChange: () => clearErrors("name") })}
        error={errors.name?.message}
      />
      <div>
        <SaveButton isBusy={isSubmitting} label={text.saveName} />
      </div>
    </form>
  );
}

function BillingContactForm({ organization }: { organization: Organization }) {
  const [setContact] = useSetBillingContactMutation();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<TBillingContact>({
    defaultValues: { email: organization.billingContact?.email ?? "" },
    resolver: zodResolver(ZBillingContact),
    reValidateMode: "onSubmit",
  });
  const onValid = async ({ email }: TBillingContact) => {
    const result = await setContact(email);
    if (result.error) return setError("email", { message: errorMessage(result.error) });
    toast.success(
      result.data.billingContact
        ? organizationMessages.billingContactSaved(contactText(result.data))
        : organizationMessages.billingContactCleared,
    );
  };
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-3">
      <TextField
        label={text.billingLabel}
        hint={text.billingHint}
        type="email"
        inputMode="email"
        autoComplete="off"
        {...register("email", { onChange: () => clearErrors("email") })}
        error={errors.email?.message}
      />
      <p className="text-sm text-body">
        <span className="font-semibold text-ink">{text.billingContact}:</span> {contactText(organization)}
      </p>
      <div>
        <SaveButton isBusy={isSubmitting} label={text.saveBilling} />
      </div>
    </form>
  );
}

/** The organization's name and billing contact: forms for its Admins, the same facts as text for its Members. */
export function OrganizationSettings({ organization }: { organization: Organization }) {
  return (
    <section aria-labelledby="organization-details-title" className="card mb-6 p-4 sm:p-6">
      <h2 id="organization-details-title" className="text-lg font-semibold text-ink">
        {text.heading}
      </h2>
      {organization.canManage ? (
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <RenameForm key={organization.name} organization={organization} />
          <BillingContactForm key={organization.billingContact?.email ?? ""} organization={organization} />
        </div>
      ) : (
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
          <dt className="font-semibold text-muted">{text.nameLabel}</dt>
          <dd className="break-words text-body">{organization.name}</dd>
          <dt className="font-semibold text-muted">{text.billingContact}</dt>
          <dd className="break-words text-body">{contactText(organization)}</dd>
        </dl>
      )}
      {organization.canManage ? <TwoFactorRequirement organization={organization} /> : null}
    </section>
  );
}
