import { z } from "zod";
import { twoFactorMessages } from "./two-factor-messages.js";

/** A code as typed: spaces and dashes are the person's, not the code's. */
const code = z
  .string()
  .trim()
  .max(64)
  .transform((value) => value.replace(/[\s-]+/g, "").toLowerCase())
  .pipe(z.string().min(1, twoFactorMessages.codeRequired));

export const ZSecondStepRequest = z.object({ second_step_token: z.string().trim().min(1).max(200), code });
export type TSecondStepRequest = z.infer<typeof ZSecondStepRequest>;

/** What auth/login/ answers, instead of a session, for an account with a second factor. */
export interface TSecondStepAnswer {
  second_factor_required: true;
  second_step_token: string;
  second_step_expiration: string;
  methods: ("totp" | "recovery_code" | "passkey")[];
}

export const ZTotpConfirm = z.object({ code });
export type TTotpConfirm = z.infer<typeof ZTotpConfirm>;

/** Removing the app or regenerating codes: the password, or a current code (either one). */
export const ZFactorProof = z
  .object({ password: z.string().max(4096).optional(), code: code.optional() })
  .refine((proof) => Boolean(proof.password || proof.code), { message: twoFactorMessages.proofRequired });
export type TFactorProof = z.infer<typeof ZFactorProof>;

export interface TTwoFactorStatus {
  totp_enabled: boolean;
  totp_confirmed_at: string | null;
  recovery_codes_left: number;
  passkey_count: number;
  /** The person's organization requires two-factor sign-in and they have none yet: set-up comes before anything. */
  setup_required: boolean;
}

export interface TTotpSetup {
  secret: string;
  otpauth_url: string;
  /** The otpauth URL as a QR code, an SVG data URL rendered on the server. */
  qr_code: string;
}

export interface TRecoveryCodes {
  detail: string;
  recovery_codes: string[];
}

export interface TSignedInSession {
  id: string;
  browser: string;
  os: string;
  device: string;
  ip_address: string | null;
  /** Approximate (city, region, country) from the sign-in address; null without a configured database. */
  place: string | null;
  first_seen: string;
  last_seen: string;
  current: boolean;
}
