import { zodResolver } from "@hookform/resolvers/zod";
import { caseText, type TCaseCourt, type TNewCase, ZNewCase } from "@paralex/shared/cases";
import { paths } from "@paralex/shared/routes";
import { CircleAlert } from "lucide-react";
import { useId, useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "react-toastify/unstyled";
import { TextField } from "../../components/form-fields";
import { answerOf, errorMessage } from "../../lib/api/error-message";
import { type FieldErrorMessages, showFieldErrors } from "../../lib/form-errors";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useAddCaseMutation, useTeamCandidatesQuery } from "./cases-api";
import { CourtPicker } from "./court-picker";

interface FormValues {
  court: TCaseCourt | null;
  courtId: string;
  docketNumber: string;
  caseName: string;
  clientMatter: string;
  team: string[];
}

const FIELDS = ["courtId", "docketNumber", "caseName", "clientMatter", "team"] as const;
const emptyForm: FormValues = { court: null, courtId: "", docketNumber: "", caseName: "", clientMatter: "", team: [] };
const caseResolver = zodResolver(ZNewCase) as unknown as Resolver<FormValues, unknown, TNewCase>;

function TeamCheckboxes({ selected, onChange }: { selected: readonly string[]; onChange: (next: string[]) => void }) {
  const members = useTeamCandidatesQuery();
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">Team</legend>
      <p id={hintId} className="mb-2 text-sm text-muted">
        Members who follow the case and get its alerts. You are on the team.
      </p>
      {members.isLoading ? <p className="text-muted">Loading members…</p> : null}
      {members.isError ? <p className="text-red-800">{errorMessage(members.error)}</p> : null}
      {members.data?.members.length === 0 ? (
        <p className="text-muted">No other members in your organization yet.</p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {(members.data?.members ?? []).map((member) => {
          const checked = selected.includes(member.userId);
          return (
            <label
              key={member.userId}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-3 py-2"
            >
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-primary"
                checked={checked}
                onChange={() =>
                  onChange(checked ? selected.filter((id) => id !== member.userId) : [...selected, member.userId])
                }
              />
              <span className="min-w-0 break-words">
                {member.name} <span className="text-sm text-muted">{member.email}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** /dashboard/cases/new — add a case: its court, docket number, name, client or matter, and its team. */
export function NewCasePage() {
  useDocumentTitle(caseText.addCase);
  const navigate = useNavigate();
  const [addCase] = useAddCaseMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, TNewCase>({
    defaultValues: emptyForm,
    resolver: caseResolver,
    reValidateMode: "onSubmit",
  });
  const {
    control,
    register,
    handleSubmit,
    clearErrors,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  const onValid = async (values: TNewCase) => {
    const result = await addCase(values);
    if (result.error) {
      const { status, data } = answerOf(result.error);
      const messages: FieldErrorMessages<(typeof FIELDS)[number]> = {};
      if ((status === 400 || status === 409) && data && typeof data === "object") {
        for (const field of FIELDS) {
          const list = (data as Record<string, unknown>)[field];
          if (Array.isArray(list) && typeof list[0] === "string") messages[field] = list[0];
        }
      }
      if (!showFieldErrors(form, FIELDS, messages)) setFormError(errorMessage(result.error));
      return;
    }
    toast.success(`${result.data.caseName} added.`);
    navigate(paths.dashboardCase(result.data.id));
  };

  return (
    <>
      <header className="mb-6 sm:mb-8">
        <p className="text-sm">
          <Link to={paths.dashboardCases} className="font-semibold text-primary underline-offset-4 hover:underline">
            Cases
          </Link>
        </p>
        <h1 className="mt-1 font-serif text-3xl font-semibold sm:text-4xl">{caseText.addCase}</h1>
        <p className="mt-2 max-w-prose text-muted">
          Its docket fills from the court's notices sent to your agent address; the team hears of each new entry.
        </p>
      </header>
      <form
        noValidate
        aria-label={caseText.addCase}
        className="card max-w-3xl space-y-5 p-5 sm:p-6"
        onSubmit={(event) => {
          setFormError(null);
          return handleSubmit(onValid)(event);
        }}
      >
        {formError ? (
          <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p>{formError}</p>
          </div>
        ) : null}
        <Controller
          control={control}
          name="court"
          render={({ field }) => (
            <CourtPicker
              label="Court"
              value={field.value}
              onChange={(court) => {
                field.onChange(court);
                setValue("courtId", court?.id ?? "");
                clearErrors("courtId");
              }}
              error={errors.courtId?.message}
            />
          )}
        />
        <input type="hidden" {...register("courtId")} />
        <TextField
          label="Docket number"
          hint="As the court writes it, for example 1:22-cv-01461-PKC or 22-cv-1461."
          autoComplete="off"
          {...register("docketNumber", { onChange: () => clearErrors("docketNumber") })}
          error={errors.docketNumber?.message}
        />
        <TextField
          label="Case name"
          autoComplete="off"
          {...register("caseName", { onChange: () => clearErrors("caseName") })}
          error={errors.caseName?.message}
        />
        <TextField
          label="Client or matter (optional)"
          autoComplete="off"
          {...register("clientMatter", { onChange: () => clearErrors("clientMatter") })}
          error={errors.clientMatter?.message}
        />
        <Controller
          control={control}
          name="team"
          render={({ field }) => <TeamCheckboxes selected={field.value} onChange={field.onChange} />}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? "Adding…" : caseText.addCase}
          </button>
          <Link to={paths.dashboardCases} className="btn-secondary">
            Cancel
          </Link>
        </div>
      </form>
    </>
  );
}
