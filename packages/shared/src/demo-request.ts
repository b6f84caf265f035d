import { z } from "zod";
import { singleLineText } from "./text-input.js";

export const DEMO_ORGANIZATION_OPTIONS = ["Civil", "Federal"] as const;
export const DEMO_ROLE_OPTIONS = ["Admin", "Member"] as const;
export const PLEASE_SELECT = "Please Select";

export const demoRequestMessages = {
  required: "This field is required.",
  email: "Please enter a valid email address.",
  zipCode: "Please enter a valid ZIP code.",
  phoneNumber: "Please enter a valid phone number.",
  organization: "Please choose an organization.",
  role: "Please choose a role.",
  sent: "Thank you! Your demo request was sent. Pick a time in the scheduling page we opened.",
  failed: "We could not record your request. Please try again.",
  nameTooLong: "Ensure this field has no more than 100 characters.",
} as const;

const NAME_MAX_LENGTH = 100;
/** An empty value reports only that it is required, not also that it is malformed. */
const requiredCheck = { error: demoRequestMessages.required, abort: true } as const;
/** 7 to 15 digits (E.164 allows 15), optionally with +, spaces, brackets, dots and dashes. */
const PHONE_PATTERN = /^(?=(?:\D*\d){7,15}\D*$)\+?[\d\s().-]{7,20}$/;

const requiredName = () =>
  singleLineText().trim().min(1, requiredCheck).max(NAME_MAX_LENGTH, demoRequestMessages.nameTooLong);

export const ZDemoRequest = z.object({
  firstName: requiredName(),
  lastName: requiredName(),
  businessEmail: singleLineText()
    .trim()
    .min(1, requiredCheck)
    .max(254, demoRequestMessages.email)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, demoRequestMessages.email),
  organization: z.enum(DEMO_ORGANIZATION_OPTIONS, demoRequestMessages.organization),
  zipCode: singleLineText()
    .trim()
    .min(1, requiredCheck)
    .regex(/^\d{5}(-\d{4})?$/, demoRequestMessages.zipCode),
  phoneNumber: singleLineText().trim().min(1, requiredCheck).regex(PHONE_PATTERN, demoRequestMessages.phoneNumber),
  role: z.enum(DEMO_ROLE_OPTIONS, demoRequestMessages.role),
});
export type TDemoRequest = z.infer<typeof ZDemoRequest>;

/** The form's fields in the order they are shown, so the first invalid one can take focus. */
export const DEMO_REQUEST_FIELDS = [
  "firstName",
  "lastName",
  "businessEmail",
  "organization",
  "zipCode",
  "phoneNumber",
  "role",
] as const satisfies readonly (keyof TDemoRequest)[];
export type TDemoRequestField = (typeof DEMO_REQUEST_FIELDS)[number];
