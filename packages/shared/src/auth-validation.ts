import { z } from "zod";
import { authApiMessages, authMessages } from "./auth-text.js";
import { isSingleEmailAddress } from "./email-address.js";
import { isEntirelyNumeric, isTooShort, type PasswordOwner, similarAttribute } from "./password-strength.js";
import { looksLikeLink, singleLineText, textMessages } from "./text-input.js";

export { authApiMessages, authMessages, passwordHints } from "./auth-text.js";

export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 150;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 1024;

/** Sign-up: a digit, an uppercase and a lowercase letter, and a character that is neither letter nor digit. */
export function meetsSignUpPasswordRule(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /\d/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

/** Reset: an uppercase and a lowercase letter and a non-word character (the spec asks no digit here). */
export function meetsResetPasswordRule(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\W/.test(password)
  );
}

/**
 * The server's reasons that need no word list, in Django's order and words (similarity, length, numeric); the
 * server adds "too common" between length and numeric. The browser shows them under the field before submitting.
 */
export function passwordStrengthMessages(password: string, owner: PasswordOwner = {}): string[] {
  const messages: string[] = [];
  const similar = similarAttribute(password, owner);
  if (similar) messages.push(authApiMessages.passwordTooSimilar(similar));
  if (isTooShort(password)) messages.push(authApiMessages.passwordTooShort);
  if (isEntirelyNumeric(password)) messages.push(authApiMessages.passwordEntirelyNumeric);
  return messages;
}

const firstName = singleLineText()
  .trim()
  .min(NAME_MIN_LENGTH, authMessages.firstNameTooShort)
  .max(NAME_MAX_LENGTH, authApiMessages.tooLong(NAME_MAX_LENGTH))
  .refine((name) => !looksLikeLink(name), textMessages.linkInName);
const lastName = singleLineText()
  .trim()
  .min(NAME_MIN_LENGTH, authMessages.lastNameTooShort)
  .max(NAME_MAX_LENGTH, authApiMessages.tooLong(NAME_MAX_LENGTH))
  .refine((name) => !looksLikeLink(name), textMessages.linkInName);
const email = singleLineText().trim().refine(isSingleEmailAddress, authMessages.invalidEmail);
const signUpPassword = singleLineText()
  .max(PASSWORD_MAX_LENGTH, authApiMessages.tooLong(PASSWORD_MAX_LENGTH))
  .refine(meetsSignUpPasswordRule, authMessages.signUpPasswordRule);
const resetPassword = singleLineText()
  .min(1, { message: authMessages.passwordRequired, abort: true })
  .max(PASSWORD_MAX_LENGTH, authApiMessages.tooLong(PASSWORD_MAX_LENGTH))
  .refine(meetsResetPasswordRule, authMessages.resetPasswordRule);
const anyPassword = singleLineText().max(PASSWORD_MAX_LENGTH, authApiMessages.tooLong(PASSWORD_MAX_LENGTH));

/**
 * The sign-up form in the browser (spec section 5); the server answers the same rules for the API payload. Once
 * the spec's rule passes, the server's own reasons that need no word list are given too, in the server's words.
 */
export const ZSignUpForm = z
  .object({ firstName, lastName, email, password1: signUpPassword, password2: singleLineText() })
  .superRefine((form, context) => {
    if (!meetsSignUpPasswordRule(form.password1)) return;
    const owner = { first_name: form.firstName, last_name: form.lastName, email: form.email };
    for (const message of passwordStrengthMessages(form.password1, owner))
      context.addIssue({ code: "custom", message, path: ["password1"] });
  })
  .refine((form) => form.password1 === form.password2, {
    message: authMessages.passwordsDoNotMatch,
    path: ["password2"],
  });
export type TSignUpForm = z.infer<typeof ZSignUpForm>;

/** POST auth/registration/: the spec's registration payload. Passwords are compared after the field rules pass. */
export const ZRegistrationRequest = z.object({
  email,
  password1: signUpPassword,
  password2: anyPassword,
  first_name: firstName,
  last_name: lastName,
});
export type TRegistrationRequest = z.infer<typeof ZRegistrationRequest>;

export const ZLoginRequest = z.object({ email: singleLineText().trim().max(EMAIL_MAX_LENGTH), password: anyPassword });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZVerifyEmailRequest = z.object({ key: singleLineText().trim().min(1, authApiMessages.required).max(200) });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

export const ZEmailRequest = z.object({ email });
export type TEmailRequest = z.infer<typeof ZEmailRequest>;

/** The forgot-password form in the browser. */
export const ZForgotPasswordForm = z.object({
  email: singleLineText().trim().min(1, { message: authMessages.emailRequired, abort: true }).pipe(email),
});
export type TForgotPasswordForm = z.infer<typeof ZForgotPasswordForm>;

/** The new-password form in the browser: the spec's rule, then the server's reasons that need no word list. */
export const ZResetPasswordForm = z
  .object({ password: resetPassword, confirmPassword: singleLineText() })
  .superRefine((form, context) => {
    if (!meetsResetPasswordRule(form.password)) return;
    for (const message of passwordStrengthMessages(form.password))
      context.addIssue({ code: "custom", message, path: ["password"] });
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

/** POST auth/password/reset/confirm/. The new password's rules are checked after uid and token. */
export const ZPasswordResetConfirmRequest = z.object({
  new_password1: anyPassword,
  new_password2: anyPassword,
  uid: singleLineText().max(200),
  token: singleLineText().max(200),
});
export type TPasswordResetConfirmRequest = z.infer<typeof ZPasswordResetConfirmRequest>;

/** POST auth/password/change/ (signed in). */
export const ZPasswordChangeRequest = z.object({
  old_password: anyPassword,
  new_password1: anyPassword,
  new_password2: anyPassword,
});
export type TPasswordChangeRequest = z.infer<typeof ZPasswordChangeRequest>;

export const ZRefreshRequest = z.object({ refresh: singleLineText().max(200) });
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

export const ZLogoutRequest = z.object({ refresh: singleLineText().max(200).optional() });
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;

/** POST auth/token/verify/ (simplejwt's TokenVerifyView): an access or chat token, checked against its session. */
export const ZTokenVerifyRequest = z.object({ token: singleLineText().max(4096) });
export type TTokenVerifyRequest = z.infer<typeof ZTokenVerifyRequest>;

/** The user as auth/login/ and auth/user/ answer it: the spec's fields in both spellings the client reads. */
export interface TAuthUser {
  userId: string;
  pk: string;
  cognito_user_id: null;
  organizationId: string | null;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  firstName: string;
  lastName: string;
  createdDate: string;
  assignedCases: string[];
  legalTeamIds: string[];
  profileImage: string | null;
  alternateEmail: string | null;
  firmName: string | null;
  /** 'Admin' for an organization's Admin, else 'User'. */
  accountType: "Admin" | "User";
}

export interface TTokenPair {
  access: string;
  refresh: string;
  access_expiration: string;
  refresh_expiration: string;
}

export interface TLoginResponse extends TTokenPair {
  user: TAuthUser;
  chat_token: string;
}
