import { COUNTRY_NAMES, DEFAULT_COUNTRY, type TCountryCode } from "./countries.js";
import { US_ZIP_CODE_MESSAGE } from "./postal-codes.js";

/** The demo form's choices, fields and messages, light enough for a page to load before the schema. */

export const DEMO_ORGANIZATION_OPTIONS = ["Civil", "Federal"] as const;
export const DEMO_ROLE_OPTIONS = ["Admin", "Member"] as const;
export const PLEASE_SELECT = "Please Select";

export const demoRequestMessages = {
  required: "This field is required.",
  email: "Please enter a valid email address.",
  zipCode: US_ZIP_CODE_MESSAGE,
  phoneNumber: "Please enter a valid phone number.",
  organization: "Please choose an organization.",
  role: "Please choose a role.",
  country: "Please choose a country.",
  sent: "Thank you! Your demo request was sent. Pick a time in the scheduling page we opened.",
  failed: "We could not record your request. Please try again.",
  nameTooLong: "Ensure this field has no more than 100 characters.",
} as const;

/** The phone message for a number read as belonging to a country other than the United States. */
export function phoneNumberMessageFor(country: TCountryCode): string {
  if (country === DEFAULT_COUNTRY) return demoRequestMessages.phoneNumber;
  return `Please enter a valid phone number for ${COUNTRY_NAMES[country]}, or start it with + and the country code.`;
}

/** The form's fields in the order they are shown, so the first invalid one can take focus. */
export const DEMO_REQUEST_FIELDS = [
  "firstName",
  "lastName",
  "businessEmail",
  "organization",
  "country",
  "zipCode",
  "phoneNumber",
  "role",
] as const;
export type TDemoRequestField = (typeof DEMO_REQUEST_FIELDS)[number];
