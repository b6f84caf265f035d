import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../../db/schema.js";
import { RATE_LIMITED_MESSAGE } from "../../lib/request-rate-limit.js";
import { type FakeHttpServer, startFakeHttpServer } from "../../test/fake-http-server.js";
import { createTestApp } from "../../test/test-app.js";
import { waitUntil } from "../../test/wait-until.js";

const URL_PATH = "/gateway/prod/mailchimp";
const LIST_ID = "paralex-newsletter";
/** "server" must survive: the SDK swaps that word in its URL for the data centre. */
const FORWARDED_LIST_ID = "list-on-server";

let nextIp = 1;
/** Each call comes from its own address so the per-IP limit only matters where a test means it to. */
const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

function subscribe(app: FastifyInstance, payload: unknown, remoteAddress = freshIp()) {
  return app.inject({ method: "POST", url: URL_PATH, payload: payload as object, remoteAddress });
}

const storedRows = (app: FastifyInstance) => app.database.db.select().from(newsletterSubscribers);

describe("POST /gateway/prod/mailchimp without Mailchimp configured", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.database.db.delete(newsletterSubscribers);
  });

  it("subscribes a good address and stores it once", async () => {
    const response = await subscribe(app, { email: "reader@example.com", listId: LIST_ID });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: "Subscribed successfully" });
    const rows = await storedRows(app);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "reader@example.com", listId: LIST_ID, forwardedAt: null });
  });

  it("answers a repeat, in any case, the same way without a second row", async () => {
    for (const email of ["reader@example.com", "Reader@Example.COM", "READER@example.com"]) {
      const response = await subscribe(app, { email, listId: LIST_ID });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ detail: "Subscribed successfully" });
    }
    const rows = await storedRows(app);
    expect(rows.map((row) => row.email)).toEqual(["reader@example.com"]);
  });

  const invalidEmail = { email: ["Invalid email address"] };
  it.each([
    ["a missing email", { listId: LIST_ID }, { email: ["This field is required."] }],
    ["an empty email", { email: "", listId: LIST_ID }, invalidEmail],
    ["an email with a space", { email: "read er@example.com", listId: LIST_ID }, invalidEmail],
    ["an email with a leading space", { email: " a@b.com", listId: LIST_ID }, invalidEmail],
    ["an email with a trailing space", { email: "a@b.com ", listId: LIST_ID }, invalidEmail],
    ["an email without an at-sign", { email: "reader.example.com", listId: LIST_ID }, invalidEmail],
    ["an email with two at-signs", { email: "reader@@example.com", listId: LIST_ID }, invalidEmail],
    ["an email with two at-signs apart", { email: "re@der@example.com", listId: LIST_ID }, invalidEmail],
    ["an email without a dot after the at-sign", { email: "reader@example", listId: LIST_ID }, invalidEmail],
    ["an email that is too long", { email: `${"a".repeat(250)}@example.com`, listId: LIST_ID }, invalidEmail],
    ["an email that is not text", { email: 42, listId: LIST_ID }, invalidEmail],
    ["a missing listId", { email: "reader@example.com" }, { listId: ["This field is required."] }],
    ["an empty listId", { email: "reader@example.com", listId: " " }, { listId: ["This field is required."] }],
    ["an unknown listId", { email: "reader@example.com", listId: "other-list" }, { listId: ["Unknown mailing list."] }],
    [
      "a body that is an array",
      [{ email: "reader@example.com", listId: LIST_ID }],
      { non_field_errors: ["Expected a JSON object."] },
    ],
    ["a body that is a string", "reader@example.com", { non_field_errors: ["Expected a JSON object."] }],
  ])("rejects %s with 400 and stores nothing", async (_case, payload, errors) => {
    const response =
      typeof payload === "string"
        ? await app.inject({
            method: "POST",
            url: URL_PATH,
            headers: { "content-type": "application/json" },
            payload: JSON.stringify(payload),
            remoteAddress: freshIp(),
          })
        : await subscribe(app, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect(await storedRows(app)).toEqual([]);
  });

  it("reports both fields when both are wrong", async () => {
    const response = await subscribe(app, { email: "nope", listId: "" });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ["Invalid email address"], listId: ["This field is required."] });
  });

  it("rejects a body that is not JSON with 400 and stores nothing", async () => {
    const response = await app.inject({
      method: "POST",
      url: URL_PATH,
      headers: { "content-type": "application/json" },
      payload: "{email: reader@example.com",
      remoteAddress: freshIp(),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: expect.stringMatching(/not valid JSON/) });
    expect(await storedRows(app)).toEqual([]);
  });

  it("answers the 11th request from one address within a minute with 429", async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await subscribe(app, { email: `reader${attempt}@example.com`, listId: LIST_ID }, ip);
      expect(response.statusCode).toBe(200);
    }

    const limited = await subscribe(app, { email: "reader11@example.com", listId: LIST_ID }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: RATE_LIMITED_MESSAGE });
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(await storedRows(app)).toHaveLength(10);

    const otherAddress = await subscribe(app, { email: "reader12@example.com", listId: LIST_ID });
    expect(otherAddress.statusCode).toBe(200);
  });
});

describe("POST /gateway/prod/mailchimp with a configured list id", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ MAILCHIMP_LIST_ID: "acme-list" });
  });
  afterAll(() => app.close());

  it("accepts the configured list and refuses the default one", async () => {
    const refused = await subscribe(app, { email: "reader@example.com", listId: LIST_ID });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ listId: ["Unknown mailing list."] });

    const accepted = await subscribe(app, { email: "reader@example.com", listId: "acme-list" });
    expect(accepted.statusCode).toBe(200);
    expect(await storedRows(app)).toMatchObject([{ email: "reader@example.com", listId: "acme-list" }]);
  });
});

describe("POST /gateway/prod/mailchimp forwarding to Mailchimp", () => {
  let app: FastifyInstance;
  let mailchimp: FakeHttpServer;
  beforeAll(async () => {
    mailchimp = await startFakeHttpServer();
    app = await createTestApp({
      MAILCHIMP_API_KEY: "test-key-us6",
      MAILCHIMP_API_URL: `${mailchimp.url}/3.0`,
      MAILCHIMP_LIST_ID: FORWARDED_LIST_ID,
      JOB_RETRY_DELAY_SECONDS: "1",
    });
  });
  afterAll(async () => {
    await app.close();
    await mailchimp.close();
  });
  beforeEach(async () => {
    mailchimp.requests.length = 0;
    mailchimp.respondWith(() => ({ status: 200, body: { id: "member", status: "subscribed" } }));
    await app.database.db.delete(newsletterSubscribers);
  });

  const md5 = (text: string) => createHash("md5").update(text).digest("hex");

  it("adds the address to the audience through the official client and marks the row forwarded", async () => {
    const response = await subscribe(app, { email: "Reader@Example.com", listId: FORWARDED_LIST_ID });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: "Subscribed successfully" });
    await app.jobs.whenIdle();
    expect(mailchimp.requests).toHaveLength(1);
    const [request] = mailchimp.requests;
    expect(request?.method).toBe("PUT");
    expect(request?.url).toBe(`/3.0/lists/${FORWARDED_LIST_ID}/members/${md5("reader@example.com")}`);
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from("user:test-key-us6").toString("base64")}`);
    expect(JSON.parse(request?.body ?? "")).toEqual({
      email_address: "reader@example.com",
      status_if_new: "subscribed",
    });
    const rows = await storedRows(app);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.forwardedAt).toBeInstanceOf(Date);
  });

  it("answers at once while Mailchimp fails, keeps the row, and forwards it once Mailchimp accepts", async () => {
    mailchimp.respondWith(() => ({
      status: 500,
      body: { title: "Internal Server Error", detail: "secret upstream detail", instance: "abc" },
    }));

    const answered = await subscribe(app, { email: "reader@example.com", listId: FORWARDED_LIST_ID });

    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ detail: "Subscribed successfully" });
    await waitUntil(() => mailchimp.requests.length >= 2, 15_000, "a retried call to Mailchimp");
    const kept = await storedRows(app);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.forwardedAt).toBeNull();

    mailchimp.respondWith(() => ({ status: 200, body: { status: "subscribed" } }));
    await waitUntil(async () => (await storedRows(app))[0]?.forwardedAt instanceof Date, 15_000, "the forwarded row");
    const calls = mailchimp.requests.length;
    await app.jobs.whenIdle();
    expect(mailchimp.requests).toHaveLength(calls);
    expect(await storedRows(app)).toHaveLength(1);
  });

  it("forwards a repeat of an address already forwarded no more", async () => {
    await subscribe(app, { email: "reader@example.com", listId: FORWARDED_LIST_ID });
    await app.jobs.whenIdle();
    await subscribe(app, { email: "Reader@example.com", listId: FORWARDED_LIST_ID });
    await app.jobs.whenIdle();

    expect(mailchimp.requests).toHaveLength(1);
  });

  it("does not call Mailchimp for input it rejects", async () => {
    const response = await subscribe(app, { email: "not-an-email", listId: FORWARDED_LIST_ID });

    expect(response.statusCode).toBe(400);
    expect(mailchimp.requests).toEqual([]);
  });
});
