import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { COUNTRY_CODES, DEFAULT_COUNTRY, type TCountryCode } from "./countries.js";
import {
  DEMO_ORGANIZATION_OPTIONS,
  DEMO_ROLE_OPTIONS,
  demoRequestMessages,
  phoneNumberMessageFor,
  type TDemoRequestField,
} from "./demo-request-fields.js";
import { isSingleEmailAddress } from "./email-address.js";
import { normalizePostalCode, postalCodeRule } from "./postal-codes.js";
import { looksLikeLink, singleLineText, textMessages } from "./text-input.js";

/** The schema with its phone number metadata; the form's options and messages alone are in demo-request-fields. */
export * from "./demo-request-fields.js";

/** A number written with + is read as international; any other is read as a number of the chosen country. */
export function toE164(phoneNumber: string, country: TCountryCode): string | undefined {
  const parsed = parsePhoneNumberFromString(phoneNumber, { defaultCountry: country });
  return parsed?.isValid() ? parsed.number : undefined;
}

const NAME_MAX_LENGTH = 100;
const requiredCheck = { error: demoRequestMessages.required } as const;
/**
 * An empty value reports only that it is required, not also that it is malformed. Not `abort`: an aborted field
 * would also stop the checks that read several fields, so a form with an empty name would not judge its phone.
 */
const whenFilled = { when: (payload: { value: unknown }) => typeof payload.value === "string" && payload.value !== "" };
const requiredName = () =>
  singleLineText()
    .trim()
    .min(1, requiredCheck)
    .max(NAME_MAX_LENGTH, demoRequestMessages.nameTooLong)
    .refine((name) => !looksLikeLink(name), textMessages.linkInName);

/** Longer than any postal code or written phone number, short of anything that could burden a check. */
const FIELD_MAX_LENGTH = 32;
/** Runs a cross-field check only on an object whose fields it reads have passed their own checks. */
const fieldsAreReadable =
  (...fields: PropertyKey[]) =>
  ({ issues }: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !issues.some((issue) => {
      const [field] = issue.path ?? [];
      return field === undefined || fields.includes(field);
    });

/**
 * One schema for the form and the API. The postal code is checked against the chosen country's rule and the
 * phone number read as a number of that country; the parsed request holds the code in its usual written form
 * and the phone number in E.164. A request without a country is a United States one, as before countries.
 */
export const ZDemoRequest = z
  .object({
    firstName: requiredName(),
    lastName: requiredName(),
    businessEmail: singleLineText()
      .trim()
      .min(1, requiredCheck)
      .refine(isSingleEmailAddress, { message: demoRequestMessages.email, ...whenFilled }),
    organization: z.enum(DEMO_ORGANIZATION_OPTIONS, demoRequestMessages.organization),
    country: z.enum(COUNTRY_CODES, demoRequestMessages.country).default(DEFAULT_COUNTRY),
    zipCode: singleLineText().trim(),
    phoneNumber: singleLineText().trim().min(1, requiredCheck),
    role: z.enum(DEMO_ROLE_OPTIONS, demoRequestMessages.role),
  } satisfies Record<TDemoRequestField, z.ZodType>)
  .superRefine(
    (request, context) => {
      const rule = postalCodeRule(request.country);
      if (request.zipCode === "" && !rule.optional) {
        context.addIssue({ code: "custom", path: ["zipCode"], message: demoRequestMessages.required });
      } else if (
        request.zipCode.length > FIELD_MAX_LENGTH ||
        normalizePostalCode(request.country, request.zipCode) === undefined
      ) {
        context.addIssue({ code: "custom", path: ["zipCode"], message: rule.message });
      }
    },
    { when: fieldsAreReadable("country", "zipCode") },
  )
  .superRefine(
    (request, context) => {
      if (request.phoneNumber.length > FIELD_MAX_LENGTH || !toE164(request.phoneNumber, request.country)) {
        context.addIssue({ code: "custom", path: ["phoneNumber"], message: phoneNumberMessageFor(request.country) });
      }
    },
    { when: fieldsAreReadable("country", "phoneNumber") },
  )
  .transform((request) => ({
    ...request,
    zipCode: normalizePostalCode(request.country, request.zipCode) ?? request.zipCode,
    phoneNumber: toE164(request.phoneNumber, request.country) ?? request.phoneNumber,
  }));
export type TDemoRequest = z.output<typeof ZDemoRequest>;
