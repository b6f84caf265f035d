import { z } from "zod";

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
} as const;

const requiredText = (max: number) =>
  z.string().trim().min(1, demoRequestMessages.required).max(max, demoRequestMessages.required);

export const ZDemoRequest = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  businessEmail: z
    .string()
    .trim()
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, demoRequestMessages.email),
  organization: z.enum(DEMO_ORGANIZATION_OPTIONS, demoRequestMessages.organization),
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, demoRequestMessages.zipCode),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]{7,20}$/, demoRequestMessages.phoneNumber),
  role: z.enum(DEMO_ROLE_OPTIONS, demoRequestMessages.role),
});
export type TDemoRequest = z.infer<typeof ZDemoRequest>;
