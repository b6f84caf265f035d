import { describe, expect, it } from "vitest";
import { ZChangePasswordForm } from "./account.js";
import { authApiMessages, authMessages } from "./auth-validation.js";

const newPasswordMessages = (newPassword: string) =>
  (
    ZChangePasswordForm.safeParse({ oldPassword: "old", newPassword, confirmPassword: newPassword }).error?.issues ?? []
  ).map((issue) => issue.message);

describe("ZChangePasswordForm", () => {
  it("gives the spec's rule first, then the server's reason for a 6-character password", () => {
    expect(newPasswordMessages("abcdef")).toEqual([authMessages.resetPasswordRule]);
    expect(newPasswordMessages("Abc!de")).toEqual([authApiMessages.passwordTooShort]);
    expect(newPasswordMessages("Brown#Board1954")).toEqual([]);
  });
});
