import { STRONG_PASSWORD_MIN_LENGTH } from "./password-strength.js";

// The account forms' words without their schemas, so a page can show them without loading the validation library.

/** The spec's own messages (section 5): shown by the browser, and answered by the server too. */
export const authMessages = {
  firstNameTooShort: "First name must be at least 3 characters long.",
  lastNameTooShort: "Last name must be at least 3 characters long.",
  invalidEmail: "Please enter a valid email address.",
  signUpPasswordRule:
    "Password must be at least 6 characters, contain a number, an uppercase, a lowercase letter, and a special character.",
  passwordsDoNotMatch: "Passwords do not match.",
  emailRequired: "Please provide an email address.",
  passwordRequired: "Please provide a password.",
  resetPasswordRule:
    "Password must be at least 6 characters, include an uppercase, lowercase, and a special character.",
} as const;

/**
 * What the API answers, worded as dj-rest-auth, django-allauth, Django's password validators and
 * simplejwt word it, so a client written for those servers reads them unchanged.
 */
export const authApiMessages = {
  required: "This field is required.",
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  registrationPasswordsDidNotMatch: "The two password fields didn't match.",
  setPasswordsDidNotMatch: "The two password fields didn\u2019t match.",
  passwordTooShort: `This password is too short. It must contain at least ${STRONG_PASSWORD_MIN_LENGTH} characters.`,
  passwordTooSimilar: (field: string) => `The password is too similar to the ${field}.`,
  passwordEntirelyNumeric: "This password is entirely numeric.",
  passwordTooCommon: "This password is too common.",
  verificationSent: "Verification e-mail sent.",
  ok: "ok",
  notFound: "Not found.",
  invalidCredentials: "Unable to log in with provided credentials.",
  loginLocked: (minutes: number) =>
    `Too many failed login attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} or reset your password.`,
  emailNotVerified: "E-mail is not verified.",
  tokenInvalidOrExpired: "Token is invalid or expired",
  tokenNotValidForAnyType: "Given token not valid for any token type",
  credentialsNotProvided: "Authentication credentials were not provided.",
  tokenNotValidCode: "token_not_valid",
  loggedOut: "Successfully logged out.",
  refreshNotIncluded: "Refresh token was not included in request data.",
  resetSent: "Password reset e-mail has been sent.",
  resetDone: "Password has been reset with the new password.",
  invalidValue: "Invalid value",
  passwordChanged: "New password has been saved.",
  passwordChangedOtherSessionsEnded: "New password has been saved. Your other sessions have been signed out.",
  wrongOldPassword: "Your old password was entered incorrectly. Please enter it again.",
} as const;

/** The rule the server applies, said under the password fields before anything is typed. */
export const passwordHints = {
  signUp: `At least ${STRONG_PASSWORD_MIN_LENGTH} characters, with a number, an uppercase and a lowercase letter, and a special character. Not a common password, and not like your name or email.`,
  reset: `At least ${STRONG_PASSWORD_MIN_LENGTH} characters, with an uppercase and a lowercase letter and a special character. Not a common password, and not like your name or email.`,
} as const;

/**
 * The hint beside a new-password field, left out while the spec's own rule message (which says 6 characters) is
 * shown under it, so the field never states two rules that disagree.
 */
export function passwordHintBeside(hint: string, error: string | undefined): string | undefined {
  return error === authMessages.signUpPasswordRule || error === authMessages.resetPasswordRule ? undefined : hint;
}

/** The confirm-account page's words beside the spec's two messages. */
export const confirmAccountText = {
  alreadyConfirmed: "Your account is already confirmed. Please log in.",
  failedHelp: "The link may have expired. Log in to have a new confirmation email sent.",
} as const;

/** The sign-up page once the account is made; the toast carries the spec's message, so the page does not repeat it. */
export const signUpDoneText = {
  heading: "Check your email",
  sentTo: "Confirmation link sent to",
  next: "Open the link in that email to confirm your account, then log in. It can take a minute to arrive; check your spam folder too.",
} as const;
