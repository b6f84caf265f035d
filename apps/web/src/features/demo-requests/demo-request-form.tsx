import { COUNTRY_CODES, COUNTRY_NAMES, DEFAULT_COUNTRY, type TCountryCode } from "@paralex/shared/countries";
import {
  DEMO_ORGANIZATION_OPTIONS,
  DEMO_REQUEST_FIELDS,
  DEMO_ROLE_OPTIONS,
  demoRequestMessages,
  type TDemoRequestField,
} from "@paralex/shared/demo-request-fields";
import { postalCodeRule } from "@paralex/shared/postal-codes";
import { CircleCheck, ExternalLink, LoaderCircle } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { apiClient, detailOf } from "../../lib/api-client";
import { publicConfig } from "../../lib/public-config";
import { SelectField, TextField } from "./demo-form-fields";
import {
  collectSchemaErrors,
  collectServerErrors,
  findFirstInvalidField,
  type TDemoFieldErrors,
} from "./demo-request-errors";
import { loadDemoRequestSchema, loadedDemoRequestSchema } from "./demo-request-schema";

export const DEMO_REQUESTS_PATH = "demo-requests";

const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRY_NAMES[code] }));
const isCountryCode = (value: string): value is TCountryCode => value in COUNTRY_NAMES;

type TSubmitState = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; message: string };

function readFormValues(form: HTMLFormElement): Record<TDemoRequestField, string> {
  const data = new FormData(form);
  return Object.fromEntries(DEMO_REQUEST_FIELDS.map((field) => [field, String(data.get(field) ?? "")])) as Record<
    TDemoRequestField,
    string
  >;
}

function focusField(form: HTMLFormElement, field: TDemoRequestField | undefined): void {
  if (!field) return;
  const element = form.elements.namedItem(field);
  if (element instanceof HTMLElement) element.focus();
}

/** The demo form: checks every field on submit, opens the scheduling page, records the request, then resets. */
export function DemoRequestForm() {
  const formId = useId();
  const [errors, setErrors] = useState<TDemoFieldErrors>({});
  const [state, setState] = useState<TSubmitState>({ kind: "idle" });
  const [country, setCountry] = useState<TCountryCode>(DEFAULT_COUNTRY);
  const isSending = state.kind === "sending";
  const postalCode = postalCodeRule(country);

  useEffect(() => {
    loadDemoRequestSchema().catch(() => undefined);
  }, []);

  /** A message about the postal code or phone number was about the previous country. */
  function changeCountry(value: string) {
    setCountry(isCountryCode(value) ? value : DEFAULT_COUNTRY);
    setErrors(({ zipCode: _zipCode, phoneNumber: _phoneNumber, ...rest }) => rest);
  }

  function clearFieldError(name: string) {
    if (!(name in errors)) return;
    setErrors((current) => {
      const next = { ...current };
      delete next[name as TDemoRequestField];
      return next;
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const form = event.currentTarget;
    const values = readFormValues(form);
    let schema = loadedDemoRequestSchema();
    if (!schema) {
      try {
        schema = await loadDemoRequestSchema();
      } catch {
        setState({ kind: "failed", message: demoRequestMessages.failed });
        return;
      }
    }
    const parsed = schema.ZDemoRequest.safeParse(values);
    if (!parsed.success) {
      const schemaErrors = collectSchemaErrors(parsed.error.issues);
      setErrors(schemaErrors);
      setState({ kind: "idle" });
      focusField(form, findFirstInvalidField(schemaErrors));
      return;
    }

    // Opened before any await, while the click still counts as a user gesture, so popup blockers allow it.
    window.open(publicConfig.schedulingUrl, "_blank", "noopener,noreferrer");
    setErrors({});
    setState({ kind: "sending" });

    const result = await apiClient.post(DEMO_REQUESTS_PATH, parsed.data, { withAuth: false });
    if (result.ok) {
      form.reset();
      setCountry(DEFAULT_COUNTRY);
      setState({ kind: "sent" });
      return;
    }
    const serverErrors = result.status === 400 ? collectServerErrors(result.data) : {};
    const firstInvalid = findFirstInvalidField(serverErrors);
    setErrors(serverErrors);
    const message =
      result.status === 429 ? (detailOf(result.data) ?? demoRequestMessages.failed) : demoRequestMessages.failed;
    setState({ kind: "failed", message });
    focusField(form, firstInvalid);
  }

  const fieldProps = (name: TDemoRequestField) => ({ formId, name, error: errors[name] });

  return (
    <form
      noValidate
      aria-labelledby={`${formId}-title`}
      onSubmit={handleSubmit}
      onInput={(event) => clearFieldError((event.target as HTMLInputElement).name)}
      className="card border border-line p-6 sm:p-8"
      data-testid="demo-request-form"
    >
      <h2 id={`${formId}-title`} className="font-serif text-2xl font-semibold">
        Request your demo
      </h2>
      <p className="mt-2 text-sm text-muted">All fields are required.</p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField {...fieldProps("firstName")} label="First Name" type="text" autoComplete="given-name" />
        <TextField {...fieldProps("lastName")} label="Last Name" type="text" autoComplete="family-name" />
        <div className="sm:col-span-2">
          <TextField
            {...fieldProps("businessEmail")}
            label="Business Email"
            type="email"
            autoComplete="email"
            spellCheck={false}
          />
        </div>
        <SelectField {...fieldProps("organization")} label="Organization" options={DEMO_ORGANIZATION_OPTIONS} />
        <SelectField
          {...fieldProps("country")}
          label="Country"
          options={COUNTRY_OPTIONS}
          emptyOption={null}
          defaultValue={DEFAULT_COUNTRY}
          autoComplete="country"
          onChange={(event) => changeCountry(event.currentTarget.value)}
        />
        <TextField
          {...fieldProps("zipCode")}
          label={postalCode.optional ? `${postalCode.label} (optional)` : postalCode.label}
          type="text"
          inputMode={country === DEFAULT_COUNTRY ? "numeric" : "text"}
          autoComplete="postal-code"
          autoCapitalize="characters"
          required={!postalCode.optional}
          maxLength={country === DEFAULT_COUNTRY ? 10 : 12}
        />
        <TextField {...fieldProps("phoneNumber")} label="Phone Number" type="tel" inputMode="tel" autoComplete="tel" />
        <SelectField {...fieldProps("role")} label="Role" options={DEMO_ROLE_OPTIONS} />
      </div>

      <button type="submit" disabled={isSending} className="btn-primary mt-8 w-full">
        {isSending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
        Book A Demo
      </button>

      <div role="status" aria-live="polite" data-testid="demo-request-status">
        {state.kind === "sending" ? <p className="mt-5 text-muted">Sending your request…</p> : null}
        {state.kind === "sent" ? (
          <div className="mt-5 flex gap-3 rounded-lg border border-emerald-700/30 bg-emerald-50 p-4 text-emerald-900">
            <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-medium">{demoRequestMessages.sent}</p>
              <a
                href={publicConfig.schedulingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-semibold underline underline-offset-4"
              >
                Open the scheduling page
                <ExternalLink className="size-4" aria-hidden="true" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          </div>
        ) : null}
      </div>
      <div role="alert" data-testid="demo-request-error">
        {state.kind === "failed" ? (
          <p className="mt-5 rounded-lg border border-red-700/30 bg-red-50 p-4 font-medium text-red-800">
            {state.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
