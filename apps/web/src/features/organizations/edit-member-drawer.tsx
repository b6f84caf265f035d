import {
  APPLICATION_ROLES,
  ASSIGNED_CASE_MAX_LENGTH,
  ASSIGNED_CASES_MAX,
  assignedCaseKey,
  MEMBER_ROLES,
  organizationMessages,
  type TUpdateMember,
  ZUpdateMember,
} from "@paralex/shared/organization";
import { CircleAlert, X } from "lucide-react";
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Drawer } from "../../components/dialog-shell";
import { FieldMessages, fieldMessageIds } from "../../components/field-messages";
import { TextField } from "../../components/form-fields";
import { PracticeAreaCheckboxes } from "../../components/practice-area-checkboxes";
import { SelectField } from "../../components/select-field";
import { errorMessage } from "../../lib/api/error-message";
import { addAssignedCase } from "./assigned-cases";
import { fullName, seatNoticeText } from "./organization-text";
import { type Member, useUpdateMemberMutation } from "./organizations-api";
import { SeatCostNotice } from "./seat-cost-notice";
import { useSeatChangePreview } from "./use-seat-change-preview";

interface FormValues {
  applicationRole: string;
  role: string;
  position: string;
  products: number[];
  assignedCases: string[];
}

function valuesOf(member: Member | null): FormValues {
  return {
    applicationRole: member?.applicationRole ?? "Member",
    role: member?.role ?? "",
    position: member?.position ?? "",
    products: member?.practiceAreas ?? [],
    assignedCases: member?.assignedCases ?? [],
  };
}

const sameProducts = (a: readonly number[], b: readonly number[]) =>
  [...a].sort((x, y) => x - y).join(",") === [...b].sort((x, y) => x - y).join(",");

/** Only what differs from the member as listed, so the server records exactly what changed. */
function changesOf(member: Member, values: FormValues): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (values.applicationRole !== member.applicationRole) changes.applicationRole = values.applicationRole;
  if (values.role && values.role !== member.role) changes.role = values.role;
  if (values.position.trim() !== (member.position ?? "")) changes.position = values.position;
  if (!sameProducts(values.products, member.practiceAreas)) changes.products = values.products;
  const sameCases =
    values.assignedCases.length === member.assignedCases.length &&
    values.assignedCases.every((name, index) => name === member.assignedCases[index]);
  if (!sameCases) changes.assignedCases = values.assignedCases;
  return changes;
}

/**
 * The member's assigned cases: a text box whose 'Add case' button (or Enter) adds the typed case, and the cases
 * as a list, each with its own remove button. What happened is announced politely.
 */
function AssignedCasesField({
  cases,
  draft,
  error,
  announcement,
  inputRef,
  onDraftChange,
  onAdd,
  onRemove,
}: {
  cases: readonly string[];
  draft: string;
  error: string | undefined;
  announcement: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onDraftChange: (draft: string) => void;
  onAdd: () => void;
  onRemove: (name: string) => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onAdd();
  };
  // The hint and error sit under the text box and its button together, so they use the drawer's full width.
  const hint = `Up to ${ASSIGNED_CASES_MAX} cases, ${ASSIGNED_CASE_MAX_LENGTH} characters each. Enter adds the case.`;
  const { hintId, errorId, describedBy } = fieldMessageIds(useId(), hint, error);
  return (
    <div>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            ref={inputRef}
            label="Assigned Case(s)"
            name="assignedCase"
            value={draft}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onDraftChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <button type="button" className="btn-secondary mt-6.5 min-h-12 shrink-0 px-4" onClick={onAdd}>
          Add case
        </button>
      </div>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
      {cases.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No cases assigned yet.</p>
      ) : (
        <ul aria-label="Assigned cases" className="mt-2 space-y-1.5">
          {cases.map((name) => (
            <li
              key={assignedCaseKey(name)}
              className="flex items-center gap-2 rounded-lg border border-line bg-surface py-1 pr-1 pl-3"
            >
              <span className="min-w-0 flex-1 text-sm break-words text-ink">{name}</span>
              <button
                type="button"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-white hover:text-red-700"
                aria-label={`Remove ${name}`}
                onClick={() => onRemove(name)}
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/** An Admin's 'Edit Member' drawer: application role, role, position, products and assigned cases. */
export function EditMemberDrawer({
  member,
  onClose,
  onSaved,
  returnFocusTo,
}: {
  member: Member | null;
  onClose: () => void;
  onSaved: (member: Member) => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}) {
  const {
    control,
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    watch,
    formState: { isSubmitting },
  } = useForm<FormValues>({ defaultValues: valuesOf(member) });
  const [formError, setFormError] = useState<string | null>(null);
  const [updateMember] = useUpdateMemberMutation();
  const [caseDraft, setCaseDraft] = useState("");
  const [caseError, setCaseError] = useState<string | undefined>(undefined);
  const [caseAnnouncement, setCaseAnnouncement] = useState("");
  const caseInputRef = useRef<HTMLInputElement>(null);
  const [role, products, assignedCases] = watch(["role", "products", "assignedCases"]);
  const productsChanged = member !== null && !sameProducts(products, member.practiceAreas);
  const seatPreview = useSeatChangePreview(
    member?.membershipId ?? null,
    products,
    productsChanged && products.length > 0,
  );

  useEffect(() => {
    reset(valuesOf(member));
    setFormError(null);
    setCaseDraft("");
    setCaseError(undefined);
    setCaseAnnouncement("");
  }, [member, reset]);

  const addCase = () => {
    const result = addAssignedCase(getValues("assignedCases"), caseDraft);
    if ("error" in result) {
      setCaseError(result.error);
      caseInputRef.current?.focus();
      return;
    }
    const added = result.cases[result.cases.length - 1] ?? "";
    setValue("assignedCases", result.cases);
    setCaseDraft("");
    setCaseError(undefined);
    setCaseAnnouncement(`Added ${added}.`);
    caseInputRef.current?.focus();
  };

  const removeCase = (name: string) => {
    setValue(
      "assignedCases",
      getValues("assignedCases").filter((each) => each !== name),
    );
    setCaseAnnouncement(`Removed ${name}.`);
    // The removed button is gone: focus goes back to the text box, where the next case would be typed.
    caseInputRef.current?.focus();
  };

  const onValid = async (values: FormValues) => {
    if (!member) return;
    let submitted = values;
    // A case typed but not added yet is saved too, once it passes the same checks as 'Add case'.
    if (caseDraft.trim()) {
      const result = addAssignedCase(values.assignedCases, caseDraft);
      if ("error" in result) {
        setCaseError(result.error);
        caseInputRef.current?.focus();
        return;
      }
      submitted = { ...values, assignedCases: result.cases };
      setValue("assignedCases", result.cases);
      setCaseDraft("");
      setCaseError(undefined);
    }
    const changes = changesOf(member, submitted);
    if (Object.keys(changes).length === 0) return setFormError(organizationMessages.noChanges);
    const parsed = ZUpdateMember.safeParse(changes);
    if (!parsed.success) return setFormError(parsed.error.issues[0]?.message ?? organizationMessages.noChanges);
    const result = await updateMember({ membershipId: member.membershipId, input: parsed.data as TUpdateMember });
    if (result.error) return setFormError(errorMessage(result.error));
    onSaved(result.data);
  };

  return (
    <Drawer
      open={member !== null}
      onOpenChange={(open) => {
        if (!open && !isSubmitting) onClose();
      }}
      title="Edit Member"
      description={member ? `${fullName(member)}, ${member.email}` : undefined}
      returnFocusTo={returnFocusTo}
    >
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-5" aria-label="Edit Member">
        {formError ? (
          <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p>{formError}</p>
          </div>
        ) : null}
        <SelectField label="Application Role" options={APPLICATION_ROLES} {...register("applicationRole")} />
        <SelectField
          label="Role"
          emptyOption={role ? undefined : "No role yet"}
          options={MEMBER_ROLES}
          {...register("role")}
        />
        <TextField label="Position" {...register("position")} />
        <Controller
          control={control}
          name="products"
          render={({ field }) => (
            <PracticeAreaCheckboxes
              ref={field.ref}
              legend="Products"
              selected={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <AssignedCasesField
          cases={assignedCases}
          draft={caseDraft}
          error={caseError}
          announcement={caseAnnouncement}
          inputRef={caseInputRef}
          onDraftChange={(draft) => {
            setCaseDraft(draft);
            if (caseError) setCaseError(undefined);
          }}
          onAdd={addCase}
          onRemove={removeCase}
        />
        <SeatCostNotice state={seatPreview} intro={seatNoticeText.editIntro} />
        <button type="submit" className="btn-primary w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save Changes"}
        </button>
      </form>
    </Drawer>
  );
}
