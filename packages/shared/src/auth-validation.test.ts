import { describe, expect, it } from "vitest";
import {
  authApiMessages,
  authMessages,
  meetsResetPasswordRule,
  meetsSignUpPasswordRule,
  ZForgotPasswordForm,
  ZRegistrationRequest,
  ZResetPasswordForm,
  ZSignUpForm,
} from "./auth-validation.js";

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);

describe("the spec's password rules", () => {
  it("sign-up: 6 or more characters with a digit, an uppercase, a lowercase letter and a special character", () => {
    expect(meetsSignUpPasswordRule("Abc!23")).toBe(true);
    expect(meetsSignUpPasswordRule("Ab!2c")).toBe(false);
    expect(meetsSignUpPasswordRule("abc!23")).toBe(false);
    expect(meetsSignUpPasswordRule("ABC!23")).toBe(false);
    expect(meetsSignUpPasswordRule("Abcd23")).toBe(false);
    expect(meetsSignUpPasswordRule("Abc!de")).toBe(false);
  });

  it("reset: 6 or more characters with an uppercase, a lowercase letter and a non-word character", () => {
    expect(meetsResetPasswordRule("Abc!de")).toBe(true);
    expect(meetsResetPasswordRule("Abc_de")).toBe(false);
    expect(meetsResetPasswordRule("abc!de")).toBe(false);
    expect(meetsResetPasswordRule("Ab!d")).toBe(false);
  });
});

describe("ZSignUpForm", () => {
  it("gives every field's message at once, the mismatch included", () => {
    const result = ZSignUpForm.safeParse({
      firstName: "Al",
      lastName: "Li",
      email: "ada@example",
      password1: "abc",
      password2: "abd",
    });
    expect(messagesOf(result)).toEqual([
      ["firstName", authMessages.firstNameTooShort],
      ["lastName", authMessages.lastNameTooShort],
      ["email", authMessages.invalidEmail],
      ["password1", authMessages.signUpPasswordRule],
      ["password2", "Passwords do not match."],
    ]);
  });

  it("accepts a valid form", () => {
    const form = {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      password1: "Quartz!Lantern42",
      password2: "Quartz!Lantern42",
    };
    expect(ZSignUpForm.safeParse(form).success).toBe(true);
  });

  it("gives the server's own reason once the spec's 6-character rule passes", () => {
    const form = { firstName: "Margaret", lastName: "Hamilton", email: "m.hamilton@nasa.example" };
    expect(messagesOf(ZSignUpForm.safeParse({ ...form, password1: "Abc!23", password2: "Abc!23" }))).toEqual([
      ["password1", authApiMessages.passwordTooShort],
    ]);
    expect(messagesOf(ZSignUpForm.safeParse({ ...form, password1: "Margaret!1", password2: "Margaret!1" }))).toEqual([
      ["password1", "The password is too similar to the first name."],
    ]);
  });
});

describe("ZRegistrationRequest", () => {
  it("uses the payload's snake_case names", () => {
    const result = ZRegistrationRequest.safeParse({
      email: "ada@example.com",
      password1: "Abc!23",
      password2: "other",
      first_name: " Ada ",
      last_name: "Lovelace",
    });
    expect(result.success && result.data.first_name).toBe("Ada");
  });
});

describe("the forgot and reset forms", () => {
  it("asks for an address, then for a valid one", () => {
    expect(messagesOf(ZForgotPasswordForm.safeParse({ email: " " }))).toEqual([["email", authMessages.emailRequired]]);
    expect(messagesOf(ZForgotPasswordForm.safeParse({ email: "nope" }))).toEqual([
      ["email", authMessages.invalidEmail],
    ]);
  });

  it("asks for a password, then the rule, then a matching confirmation", () => {
    expect(messagesOf(ZResetPasswordForm.safeParse({ password: "", confirmPassword: "" }))).toEqual([
      ["password", authMessages.passwordRequired],
    ]);
    expect(messagesOf(ZResetPasswordForm.safeParse({ password: "abcdef", confirmPassword: "x" }))).toEqual([
      ["password", authMessages.resetPasswordRule],
      ["confirmPassword", authMessages.passwordsDoNotMatch],
    ]);
    expect(messagesOf(ZResetPasswordForm.safeParse({ password: "Abc!de", confirmPassword: "Abc!de" }))).toEqual([
      ["password", authApiMessages.passwordTooShort],
    ]);
    expect(
      ZResetPasswordForm.safeParse({ password: "Quartz!Lantern", confirmPassword: "Quartz!Lantern" }).success,
    ).toBe(true);
  });
});
