import { describe, expect, it } from "vitest";
import { validatePasswordStrength } from "./password-validators.js";

describe("validatePasswordStrength (Django's default validators)", () => {
  it("accepts a long, unusual password", () => {
    expect(validatePasswordStrength("Quartz!Lantern42", { first_name: "Ada", email: "ada@example.com" })).toEqual([]);
  });

  it("reports every validator that fails, in Django's order", () => {
    expect(validatePasswordStrength("123456", {})).toEqual([
      "This password is too short. It must contain at least 8 characters.",
      "This password is too common.",
      "This password is entirely numeric.",
    ]);
  });

  it("knows Django's common passwords, in any case and with spaces around", () => {
    for (const password of ["password", "Password1", " QWERTY123 ", "iloveyou", "sunshine", "letmein1"]) {
      expect(validatePasswordStrength(password)).toContain("This password is too common.");
    }
  });

  it("compares with each attribute and with the parts of each, as Django does", () => {
    const owner = { first_name: "Margaret", last_name: "Hamilton", email: "m.hamilton@nasa.example" };
    expect(validatePasswordStrength("margaret1", owner)).toContain("The password is too similar to the first name.");
    expect(validatePasswordStrength("Hamilton99", owner)).toContain("The password is too similar to the last name.");
    expect(validatePasswordStrength("m.hamilton@nasa", owner)).toEqual([
      "The password is too similar to the email address.",
    ]);
    expect(validatePasswordStrength("nasa.example!", { email: "m@nasa.example" })).toContain(
      "The password is too similar to the email address.",
    );
    expect(validatePasswordStrength("Quartz!Lantern42", owner)).toEqual([]);
  });

  it("ignores short attributes against long passwords (Django's length-ratio shortcut)", () => {
    expect(validatePasswordStrength("al-correct-horse-battery-staple", { first_name: "Al" })).toEqual([]);
  });
});
