import { describe, expect, it } from "vitest";
import {
  accountMessages,
  loginErrorMessage,
  loginNotice,
  registrationErrorMessage,
  registrationFieldErrors,
  resetFailure,
} from "./auth-messages";
import { signedInDestination } from "./auth-redirects";

describe("login notice", () => {
  const notice = (query: string) => loginNotice(new URLSearchParams(query));
  it("has none without an error", () => expect(notice("message=hi")).toBeNull());
  it("names the product when a subscription is missing", () =>
    expect(notice("error=no-subscription&product=Federal%20Criminal")).toBe(
      "You do not have an active subscription for Federal Criminal. Please contact support or sign up to a plan.",
    ));
  it("has a general no-subscription text", () =>
    expect(notice("error=no-subscription")).toBe("You do not have an active subscription. Please contact support."));
  it("shows another error's message, or the default", () => {
    expect(notice("error=oops&message=Session%20ended.")).toBe("Session ended.");
    expect(notice("error=oops")).toBe("There was an error logging in. Please try again.");
  });
});

describe("login failure", () => {
  it("spots an unconfirmed email", () =>
    expect(loginErrorMessage(400, { non_field_errors: ["E-mail is not verified."] })).toBe(
      "Email not confirmed. Please check your email to confirm.",
    ));
  it("says so for other failures", () =>
    expect(loginErrorMessage(400, { non_field_errors: ["Unable to log in with provided credentials."] })).toBe(
      "Error logging in. Please try again.",
    ));
  it("keeps the spec's wording when the failure carries no message", () => {
    expect(loginErrorMessage(500, null)).toBe("Error loggin in.");
    expect(loginErrorMessage(0, null)).toBe("Error loggin in.");
  });
  it("shows the server's explanation when rate limited", () =>
    expect(loginErrorMessage(429, { detail: "Too many attempts. Try again in 60 seconds." })).toBe(
      "Too many attempts. Try again in 60 seconds.",
    ));
});

describe("registration failure", () => {
  it("reads the first password1 error", () => {
    expect(registrationErrorMessage(400, { password1: ["This password is too common."] })).toBe(
      accountMessages.registerPasswordTooSimple,
    );
    expect(registrationErrorMessage(400, { password1: ["This password is entirely numeric."] })).toBe(
      accountMessages.registerPasswordRejected,
    );
    expect(registrationErrorMessage(400, { email: ["A user is already registered with this e-mail address."] })).toBe(
      "Error registering. Please check all fields and try again.",
    );
  });
  it("maps server fields to form fields", () =>
    expect(registrationFieldErrors({ first_name: ["Too short."], email: ["Taken."] })).toEqual({
      firstName: "Too short.",
      email: "Taken.",
    }));
});

describe("signed-in redirect", () => {
  const user = { email: "a@b.co" };
  it("leaves signed-out visitors alone", () =>
    expect(signedInDestination({ user: null, isAuthenticated: false }, "")).toBeNull());
  it("goes to the dashboard", () =>
    expect(signedInDestination({ user, isAuthenticated: true }, "?x=1")).toBe("/dashboard"));
  it("goes to subscriptions with the query string for no-subscription", () =>
    expect(signedInDestination({ user, isAuthenticated: true }, "?error=no-subscription&product=X")).toBe(
      "/dashboard/subscriptions/?error=no-subscription&product=X",
    ));
});

describe("form errors", async () => {
  const { zodResolver } = await import("@hookform/resolvers/zod");
  const { ZSignUpForm } = await import("@paralex/shared/auth-validation");
  it("keeps the first message of each field from the shared schema", async () => {
    const result = await zodResolver(ZSignUpForm)(
      { firstName: "Al", lastName: "Smith", email: "nope", password1: "Abcdef1!", password2: "Abcdef1?" },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    const messages = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
    expect(messages).toEqual({
      firstName: "First name must be at least 3 characters long.",
      email: "Please enter a valid email address.",
      password2: "Passwords do not match.",
    });
  });
});

describe("reset failure", () => {
  it("keeps the link when the server refuses the password, and says why under the field", () => {
    expect(
      resetFailure(400, { new_password2: ["This password is too short. It must contain at least 8 characters."] }),
    ).toEqual({
      kind: "password",
      field: "password",
      message: "This password is too short. It must contain at least 8 characters.",
    });
    expect(resetFailure(400, { new_password2: ["This password is too common."] })).toMatchObject({
      kind: "password",
      message: "This password is too common.",
    });
    expect(resetFailure(400, { new_password2: ["The two password fields didn\u2019t match."] })).toMatchObject({
      kind: "password",
      field: "confirmPassword",
    });
  });

  it("calls the link spent only when the server refuses the uid or the token", () => {
    expect(resetFailure(400, { token: ["Invalid value"] })).toEqual({ kind: "link" });
    expect(resetFailure(400, { uid: ["Invalid value"] })).toEqual({ kind: "link" });
  });

  it("keeps the form for any other failure", () => {
    expect(resetFailure(0, null)).toEqual({ kind: "other", message: accountMessages.resetFailed });
    expect(resetFailure(500, {})).toEqual({ kind: "other", message: accountMessages.resetFailed });
    expect(resetFailure(429, { detail: "Slow down." })).toEqual({ kind: "other", message: "Slow down." });
  });
});
