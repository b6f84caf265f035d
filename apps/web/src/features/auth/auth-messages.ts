import { authApiMessages } from "@paralex/shared/auth-text";
import { firstError } from "../../lib/api-client";
import { rateLimitMessage } from "../../lib/rate-limit-message";
import { NO_SUBSCRIPTION_ERROR } from "./auth-guard-messages";

/**
 * The spec's account messages that only the browser shows, each kept here once. The form rules and their messages
 * live in @paralex/shared/auth-validation, as do the API's own wordings this file recognises.
 */
export const accountMessages = {
  loginHeadline: "We are revolutionizing the law.",
  loginWelcome: "Welcome Back!",
  loginEmailNotConfirmed: "Email not confirmed. Please check your email to confirm.",
  loginFailed: "Error logging in. Please try again.",
  loginFailedWithoutMessage: "Error loggin in.",
  loginNoticeDefault: "There was an error logging in. Please try again.",
  loginNoticeNoSubscription: "You do not have an active subscription. Please contact support.",
  registerPasswordTooSimple: "Password too simple. Please create a more secure password.",
  registerPasswordRejected:
    "Error registering email. Please check all values and try again. Make sure your password contains at least one captial letter, one lowercase letter, and one special character.",
  registerFailed: "Error registering. Please check all fields and try again.",
  confirmSucceeded: "Account confirmed. Please log in.",
  confirmFailed: "Error confirming account. Please try again.",
  resetEmailSent: "Password reset email sent.",
  resetEmailFailed: "Error sending password reset email.",
  resetSucceeded: "Password successfully reset. Please log in.",
  resetSucceededToast: "Password successfully reset. Redirecting to log in page.",
  resetFailed: "Error resetting password. Please try again.",
  loggedOut: "You have successfully logged out.",
  socialUnavailable: "Signing in with Google or Apple is not available yet. Please use your email and password.",
} as const;

export function registrationSucceededMessage(email: string): string {
  return `Registration successful! We sent a confirmation email to ${email}. Please check your inbox and follow the link to confirm your account.`;
}

export function loginNoSubscriptionForProduct(product: string): string {
  return `You do not have an active subscription for ${product}. Please contact support or sign up to a plan.`;
}

/** The notice of the login page for its `error`, `message` and `product` query parameters; null when there is none. */
export function loginNotice(params: URLSearchParams): string | null {
  const error = params.get("error");
  if (!error) return null;
  if (error === NO_SUBSCRIPTION_ERROR) {
    const product = params.get("product");
    return product ? loginNoSubscriptionForProduct(product) : accountMessages.loginNoticeNoSubscription;
  }
  return params.get("message") || accountMessages.loginNoticeDefault;
}

/** The login failure toast: unconfirmed email, a failure with no message, or any other failure. */
export function loginErrorMessage(status: number, data: unknown): string {
  const limited = rateLimitMessage(status, data);
  if (limited) return limited;
  // No answer, or an answer with nothing in it: the spec's failure with no message.
  if (status === 0 || data === null) return accountMessages.loginFailedWithoutMessage;
  if (firstError(data, "non_field_errors") === authApiMessages.emailNotVerified)
    return accountMessages.loginEmailNotConfirmed;
  return accountMessages.loginFailed;
}

/** The registration failure message, read from the first password1 error as the spec says. */
export function registrationErrorMessage(status: number, data: unknown): string {
  const limited = rateLimitMessage(status, data);
  if (limited) return limited;
  const passwordError = firstError(data, "password1");
  if (passwordError === authApiMessages.passwordTooCommon) return accountMessages.registerPasswordTooSimple;
  if (passwordError) return accountMessages.registerPasswordRejected;
  return accountMessages.registerFailed;
}

/** Server field names of the registration answer, mapped to the form's fields. */
export const REGISTRATION_FIELD_NAMES = {
  first_name: "firstName",
  last_name: "lastName",
  email: "email",
  password1: "password1",
  password2: "password2",
} as const;

export type RegistrationFormField = (typeof REGISTRATION_FIELD_NAMES)[keyof typeof REGISTRATION_FIELD_NAMES];

/** The first server error of each registration field, keyed by form field. */
export function registrationFieldErrors(data: unknown): Partial<Record<RegistrationFormField, string>> {
  const errors: Partial<Record<RegistrationFormField, string>> = {};
  for (const [serverName, formName] of Object.entries(REGISTRATION_FIELD_NAMES)) {
    const message = firstError(data, serverName);
    if (message) errors[formName] = message;
  }
  return errors;
}

/** Why a new password was not saved: the link itself, the password (under which field), or anything else. */
export type ResetFailure =
  | { kind: "link" }
  | { kind: "password"; field: "password" | "confirmPassword"; message: string }
  | { kind: "other"; message: string };

/**
 * Reads the reset-confirm answer: only a refused uid or token means the link is spent; a refused password keeps
 * the link usable and says the server's reason (dj-rest-auth puts them under new_password2, as Django does).
 */
export function resetFailure(status: number, data: unknown): ResetFailure {
  const limited = rateLimitMessage(status, data);
  if (limited) return { kind: "other", message: limited };
  if (status === 400 && (firstError(data, "token") || firstError(data, "uid"))) return { kind: "link" };
  const passwordError =
    status === 400 ? (firstError(data, "new_password1") ?? firstError(data, "new_password2")) : null;
  if (passwordError) {
    const isMismatch =
      passwordError === authApiMessages.setPasswordsDidNotMatch ||
      passwordError === authApiMessages.registrationPasswordsDidNotMatch;
    return { kind: "password", field: isMismatch ? "confirmPassword" : "password", message: passwordError };
  }
  return { kind: "other", message: accountMessages.resetFailed };
}
