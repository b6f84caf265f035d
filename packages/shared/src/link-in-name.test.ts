import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ZProfilePatch } from "./account.js";
import { ZRegistrationRequest, ZSignUpForm } from "./auth-validation.js";
import { ZDemoRequest } from "./demo-request.js";
import { ZInviteMember } from "./organization.js";
import { looksLikeLink, textMessages } from "./text-input.js";

const LINKS = [
  "Visit evil.com",
  "evil.com",
  "http://evil.example",
  "HTTPS: //evil.example",
  "www.evil",
  "Pay at pay\u3002evil\u3002com",
  "ada@evil.example",
  "Ada\uFF20evil",
  "Click evil.co now",
];

describe("a name that reads as a link", () => {
  it.each(LINKS)("is %j", (name) => {
    expect(looksLikeLink(name)).toBe(true);
  });

  it.each(["Ada", "Zoë Ødegaard-O'Brien", "St. John", "J.R.R. Tolkien", "Smith & Co.", "Dr. No", "日本"])(
    "is not %j",
    (name) => {
      expect(looksLikeLink(name)).toBe(false);
    },
  );
});

const messageAt = (schema: z.ZodType, input: unknown, field: string) =>
  schema.safeParse(input).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe.each([
  ["sign-up", ZRegistrationRequest, "first_name", { email: "ada@example.com", last_name: "Lovelace" }],
  ["the sign-up form", ZSignUpForm, "lastName", { firstName: "Ada", email: "ada@example.com" }],
  ["the profile", ZProfilePatch, "first_name", {}],
  ["the profile's firm", ZProfilePatch, "firm_name", {}],
  ["an invitation", ZInviteMember, "firstName", { lastName: "Lovelace", email: "ada@example.com" }],
  ["the demo form", ZDemoRequest, "lastName", { firstName: "Ada", businessEmail: "ada@example.com" }],
] as const)("%s", (_place, schema, field, rest) => {
  it("refuses a name with a web address, saying why", () => {
    expect(messageAt(schema, { ...rest, [field]: "Ada visit evil.com" }, field)).toBe(textMessages.linkInName);
  });

  it("takes a plain name", () => {
    expect(messageAt(schema, { ...rest, [field]: "Ada St. Lovelace" }, field)).toBeUndefined();
  });
});
