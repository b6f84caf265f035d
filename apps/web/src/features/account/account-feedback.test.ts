import { accountMessages } from "@paralex/shared/account";
import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "../../lib/api-client";
import { failureMessage, serverFieldErrors } from "./account-feedback";

describe("serverFieldErrors", () => {
  it("takes the first message of each named API field", () => {
    const data = { old_password: ["Wrong.", "Again."], new_password2: ["Too common."], other: ["x"] };
    expect(
      serverFieldErrors<"oldPassword" | "newPassword">(data, {
        oldPassword: "old_password",
        newPassword: "new_password2",
      }),
    ).toEqual({ oldPassword: "Wrong.", newPassword: "Too common." });
    expect(serverFieldErrors(null, { email: "email" })).toEqual({});
  });
});

describe("failureMessage", () => {
  it("prefers a rate limit's explanation, then the server's detail, then a generic failure", () => {
    expect(failureMessage(429, { detail: "Wait a minute." })).toBe("Wait a minute.");
    expect(failureMessage(400, { detail: accountMessages.photoWrongType })).toBe(accountMessages.photoWrongType);
    expect(failureMessage(400, { non_field_errors: ["Nope."] })).toBe("Nope.");
    expect(failureMessage(0, null)).toBe(accountMessages.requestFailed);
    expect(failureMessage(500, { unexpected: true })).toBe(accountMessages.requestFailed);
  });
});

describe("a photo upload through the API client", () => {
  it("sends a Blob as its own bytes with its own type, and JSON as JSON", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response("{}", { status: 200 }));
    const client = createApiClient({ baseUrl: "/api", fetch: fetch as unknown as typeof globalThis.fetch });
    const photo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });
    await client.request("account/photo/", { method: "PUT", body: photo });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/account/photo/");
    expect(init?.body).toBe(photo);
    expect(((init?.headers ?? {}) as Record<string, string>)["Content-Type"]).toBe("image/png");

    await client.post("auth/user/", { first_name: "Ada" });
    const [, jsonInit] = fetch.mock.calls[1] ?? [];
    expect(jsonInit?.body).toBe('{"first_name":"Ada"}');
    expect(((jsonInit?.headers ?? {}) as Record<string, string>)["Content-Type"]).toBe("application/json");
  });
});
