import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoRequests } from "../../db/schema.js";
import { RATE_LIMITED_MESSAGE } from "../../lib/request-rate-limit.js";
import { createTestApp } from "../../test/test-app.js";

const URL_PATH = "/api/demo-requests";
const SENT = "Thank you! Your demo request was sent. Pick a time in the scheduling page we opened.";
const REQUIRED = "This field is required.";

const goodRequest = {
  firstName: "Ada",
  lastName: "Lovelace",
  businessEmail: "  Ada.Lovelace@Example.COM ",
  organization: "Civil",
  zipCode: "94107",
  phoneNumber: "+1 (415) 555-0100",
  role: "Admin",
};

let nextIp = 1;
const freshIp = () => `10.1.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

function requestDemo(app: FastifyInstance, payload: object, remoteAddress = freshIp()) {
  return app.inject({ method: "POST", url: URL_PATH, payload, remoteAddress });
}

describe("POST /api/demo-requests", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.database.db.delete(demoRequests);
  });

  const storedRows = () => app.database.db.select().from(demoRequests);

  it("records a good request with the email lowercased and answers 201", async () => {
    const response = await requestDemo(app, goodRequest, "203.0.113.9");

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number), detail: SENT });
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      firstName: "Ada",
      lastName: "Lovelace",
      businessEmail: "ada.lovelace@example.com",
      organization: "Civil",
      country: "US",
      zipCode: "94107",
      phoneNumber: "+14155550100",
      role: "Admin",
      ipAddress: "203.0.113.9",
    });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it("accepts the other choices and a ZIP+4 code", async () => {
    const response = await requestDemo(app, {
      ...goodRequest,
      organization: "Federal",
      role: "Member",
      zipCode: "94107-1234",
      phoneNumber: "4155550100",
    });

    expect(response.statusCode).toBe(201);
    expect(await storedRows()).toMatchObject([
      { organization: "Federal", role: "Member", zipCode: "94107-1234", phoneNumber: "+14155550100" },
    ]);
  });

  it.each([
    ["written nationally", "020 7946 0958"],
    ["written internationally", "+44 20 7946 0958"],
  ])(
    "records a request from London with a UK number %s, storing the country, the postcode and E.164",
    async (_case, phoneNumber) => {
      const response = await requestDemo(app, { ...goodRequest, country: "GB", zipCode: "sw1a1aa", phoneNumber });

      expect(response.statusCode).toBe(201);
      expect(await storedRows()).toMatchObject([{ country: "GB", zipCode: "SW1A 1AA", phoneNumber: "+442079460958" }]);
    },
  );

  it.each([
    [
      "a US ZIP code with the United Kingdom chosen",
      { country: "GB", zipCode: "94107", phoneNumber: "+44 20 7946 0958" },
      { zipCode: ["Please enter a valid UK postcode, such as SW1A 1AA."] },
    ],
    [
      "a UK postcode with the United States chosen",
      { zipCode: "SW1A 1AA" },
      { zipCode: ["Please enter a valid ZIP code."] },
    ],
    [
      "a US number written nationally with the United Kingdom chosen",
      { country: "GB", zipCode: "SW1A 1AA", phoneNumber: "415 555 0100" },
      {
        phoneNumber: ["Please enter a valid phone number for United Kingdom, or start it with + and the country code."],
      },
    ],
    ["an unknown country", { country: "XX" }, { country: ["Please choose a country."] }],
    [
      "an empty postcode where the country has postcodes",
      { country: "GB", zipCode: " ", phoneNumber: "+44 20 7946 0958" },
      { zipCode: [REQUIRED] },
    ],
  ])("refuses %s with a clear message and stores nothing", async (_case, change, errors) => {
    const response = await requestDemo(app, { ...goodRequest, ...change });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect(await storedRows()).toEqual([]);
  });

  it("names every missing field", async () => {
    const response = await requestDemo(app, {});

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      firstName: [REQUIRED],
      lastName: [REQUIRED],
      businessEmail: [REQUIRED],
      organization: [REQUIRED],
      zipCode: [REQUIRED],
      phoneNumber: [REQUIRED],
      role: [REQUIRED],
    });
    expect(await storedRows()).toEqual([]);
  });

  it.each([
    ["an empty first name", { firstName: "" }, { firstName: [REQUIRED] }],
    ["a blank last name", { lastName: "   " }, { lastName: [REQUIRED] }],
    [
      "a first name that is too long",
      { firstName: "A".repeat(101) },
      { firstName: ["Ensure this field has no more than 100 characters."] },
    ],
    ["an empty email", { businessEmail: "" }, { businessEmail: [REQUIRED] }],
    [
      "an email without an at-sign",
      { businessEmail: "ada.example.com" },
      { businessEmail: ["Please enter a valid email address."] },
    ],
    [
      "an email without a dot after the at-sign",
      { businessEmail: "ada@example" },
      { businessEmail: ["Please enter a valid email address."] },
    ],
    [
      "an email with a space",
      { businessEmail: "ada @example.com" },
      { businessEmail: ["Please enter a valid email address."] },
    ],
    [
      "organization left at Please Select",
      { organization: "Please Select" },
      { organization: ["Please choose an organization."] },
    ],
    ["an unknown organization", { organization: "State" }, { organization: ["Please choose an organization."] }],
    ["role left at Please Select", { role: "Please Select" }, { role: ["Please choose a role."] }],
    ["an unknown role", { role: "Owner" }, { role: ["Please choose a role."] }],
    ["a four-digit ZIP code", { zipCode: "9410" }, { zipCode: ["Please enter a valid ZIP code."] }],
    ["a ZIP code with letters", { zipCode: "ABCDE" }, { zipCode: ["Please enter a valid ZIP code."] }],
    ["an empty ZIP code", { zipCode: "" }, { zipCode: [REQUIRED] }],
    [
      "a phone number with letters",
      { phoneNumber: "call me maybe" },
      { phoneNumber: ["Please enter a valid phone number."] },
    ],
    [
      "a phone number that is too short",
      { phoneNumber: "555-01" },
      { phoneNumber: ["Please enter a valid phone number."] },
    ],
    [
      "a phone number no US line can have",
      { phoneNumber: "(555) 123-4567" },
      { phoneNumber: ["Please enter a valid phone number."] },
    ],
    [
      "a phone number without digits",
      { phoneNumber: "(---) ---" },
      { phoneNumber: ["Please enter a valid phone number."] },
    ],
    [
      "a phone number that is not text",
      { phoneNumber: 4155550100 },
      { phoneNumber: ["Invalid input: expected string, received number"] },
    ],
    ["a null field", { lastName: null }, { lastName: [REQUIRED] }],
  ])("rejects %s with 400 naming that field and stores nothing", async (_case, change, errors) => {
    const response = await requestDemo(app, { ...goodRequest, ...change });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect(await storedRows()).toEqual([]);
  });

  it("rejects a body that is not an object", async () => {
    const response = await requestDemo(app, [goodRequest]);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ["Expected a JSON object."] });
    expect(await storedRows()).toEqual([]);
  });

  it("answers the 6th request from one address within a minute with 429", async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await requestDemo(app, goodRequest, ip);
      expect(response.statusCode).toBe(201);
    }

    const limited = await requestDemo(app, goodRequest, ip);

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: RATE_LIMITED_MESSAGE });
    expect(await storedRows()).toHaveLength(5);
    expect((await requestDemo(app, goodRequest)).statusCode).toBe(201);
  });
});
