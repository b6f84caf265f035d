import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ZEmailChangeRequest, ZProfilePatch } from "./account.js";
import { authMessages, ZEmailRequest, ZForgotPasswordForm, ZRegistrationRequest } from "./auth-validation.js";
import { demoRequestMessages, ZDemoRequest } from "./demo-request.js";
import { deliveredAddress, isSingleEmailAddress } from "./email-address.js";
import { newsletterMessages } from "./newsletter.js";
import { ZNewsletterSubscription } from "./newsletter-schema.js";
import { organizationMessages, ZInviteMember } from "./organization.js";

/** What a stranger types to reach a second mailbox or dress the address up, and what a mail library makes of it. */
const NOT_ONE_ADDRESS = [
  "a@x.com, b@y.com",
  "Ada<ada@x.com>",
  "ada@x.com,postmaster",
  "a@x.com,b@y.com",
  "a@x.com;b@y.com",
  "Ada <ada@x.com>",
  "<ada@x.com>",
  "ada@x.com <b@y.com>",
  '"Ada Lovelace" ada@x.com',
  '"a@x.com"@y.com',
  "a@x.com@y.com",
  "ada@x.com (Ada)",
  "list: a@x.com, b@y.com;",
  "ada @x.com",
  "ada@[127.0.0.1]",
  "ada@x.com.",
  "ada@x..com",
  ".ada@x.com",
  "ad\\a@x.com",
  "ada\u200b@x.com",
  `${"a".repeat(250)}@x.com`,
];

describe("one bare email address", () => {
  it.each(NOT_ONE_ADDRESS)("refuses %j", (value) => {
    expect(isSingleEmailAddress(value)).toBe(false);
  });

  it.each([
    "ada@example.com",
    "ada.lovelace+news@mail.example.co.uk",
    "o'brien@firm.example",
    "Ada@Example.COM",
    "zoë@bücher.example",
  ])("accepts %j", (value) => {
    expect(isSingleEmailAddress(value)).toBe(true);
  });

  it("counts mail by the mailbox it lands in: trimmed, lower-cased, without a +tag", () => {
    expect(deliveredAddress(" Ada@Example.com ")).toBe("ada@example.com");
    expect(deliveredAddress("ada+1@example.com")).toBe("ada@example.com");
    expect(deliveredAddress("ADA+news+x@Example.com")).toBe("ada@example.com");
    expect(deliveredAddress("+ada@example.com")).toBe("+ada@example.com");
  });
});

const firstMessageAt = (schema: z.ZodType, input: unknown, field: string) =>
  schema.safeParse(input).error?.issues.find((issue) => issue.path[0] === field)?.message;

/** Every place that takes an address to mail, with a valid request around it and the message the spec gives there. */
const PLACES: [string, z.ZodType, (email: string) => unknown, string, string][] = [
  [
    "sign-up",
    ZRegistrationRequest,
    (email) => ({ email, password1: "x", password2: "x", first_name: "Ada", last_name: "Lovelace" }),
    "email",
    authMessages.invalidEmail,
  ],
  ["resend and reset", ZEmailRequest, (email) => ({ email }), "email", authMessages.invalidEmail],
  ["the forgot-password form", ZForgotPasswordForm, (email) => ({ email }), "email", authMessages.invalidEmail],
  [
    "account email",
    ZEmailChangeRequest,
    (email) => ({ email, password: "secret" }),
    "email",
    authMessages.invalidEmail,
  ],
  [
    "alternate email",
    ZProfilePatch,
    (email) => ({ alternate_email: email }),
    "alternate_email",
    authMessages.invalidEmail,
  ],
  [
    "invitation",
    ZInviteMember,
    (email) => ({ firstName: "Ada", lastName: "Lovelace", email, position: "Clerk", role: "Employee", products: [1] }),
    "email",
    organizationMessages.invalidEmail,
  ],
  [
    "demo form",
    ZDemoRequest,
    (businessEmail) => ({ firstName: "Ada", lastName: "Lovelace", businessEmail, organization: "Federal" }),
    "businessEmail",
    demoRequestMessages.email,
  ],
  [
    "newsletter",
    ZNewsletterSubscription,
    (email) => ({ email, listId: "news" }),
    "email",
    newsletterMessages.invalidEmail,
  ],
];

describe.each(PLACES)("the %s address", (_place, schema, requestWith, field, message) => {
  it.each(["a@x.com, b@y.com", "Ada <ada@x.com>", "Ada<ada@x.com>", "ada@x.com,postmaster", '"Ada"<ada@x.com>'])(
    "refuses %j with the place's own message",
    (email) => {
      expect(firstMessageAt(schema, requestWith(email), field)).toBe(message);
    },
  );

  it("accepts one bare address", () => {
    expect(firstMessageAt(schema, requestWith("ada@example.com"), field)).toBeUndefined();
  });
});
