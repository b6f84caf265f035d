import type { TAuthUser, TLoginResponse, TTokenPair } from "@paralex/shared/auth-validation";
import type { TSecondStepAnswer } from "@paralex/shared/two-factor";
import { z } from "zod";

/** The user as auth/login/ and auth/user/ answer it. */
export const ZAuthUser = z.object({
  userId: z.string(),
  pk: z.string(),
  cognito_user_id: z.null(),
  organizationId: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdDate: z.string(),
  assignedCases: z.array(z.string()),
  legalTeamIds: z.array(z.string()),
  profileImage: z.string().nullable(),
  alternateEmail: z.string().nullable(),
  firmName: z.string().nullable(),
  accountType: z.enum(["Admin", "User"]),
}) satisfies z.ZodType<TAuthUser>;

export const ZTokenPair = z.object({
  access: z.string(),
  refresh: z.string(),
  access_expiration: z.string(),
  refresh_expiration: z.string(),
}) satisfies z.ZodType<TTokenPair>;

export const ZLoginResponse = ZTokenPair.extend({
  user: ZAuthUser,
  chat_token: z.string(),
}) satisfies z.ZodType<TLoginResponse>;

/** auth/login/'s answer for an account with a second factor: no session, a token for the second step only. */
export const ZSecondStepAnswer = z.object({
  second_factor_required: z.literal(true),
  second_step_token: z.string(),
  second_step_expiration: z.string(),
  methods: z.array(z.enum(["totp", "recovery_code", "passkey"])),
}) satisfies z.ZodType<TSecondStepAnswer>;
