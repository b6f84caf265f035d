import { describe, expect, it } from "vitest";
import { authMessages, passwordHintBeside, passwordHints } from "./auth-text.js";

describe("the hint beside a new password", () => {
  it("gives way to the spec's own rule message, so the field never states two rules that disagree", () => {
    expect(passwordHintBeside(passwordHints.signUp, authMessages.signUpPasswordRule)).toBeUndefined();
    expect(passwordHintBeside(passwordHints.reset, authMessages.resetPasswordRule)).toBeUndefined();
  });

  it("stays beside the server's reasons, which say the same rule, and before anything is typed", () => {
    const tooShort = "This password is too short. It must contain at least 8 characters.";
    expect(passwordHintBeside(passwordHints.signUp, tooShort)).toBe(passwordHints.signUp);
    expect(passwordHintBeside(passwordHints.reset, undefined)).toBe(passwordHints.reset);
  });
});
