import { afterEach, describe, expect, it, vi } from "vitest";
import { publicConfig } from "../../lib/public-config";
import { isValidNewsletterEmail, NEWSLETTER_ENDPOINT, subscribeToNewsletter } from "./subscribe-to-newsletter";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("isValidNewsletterEmail", () => {
  it.each(["ada@example.com", "a.b+c@mail.example.org"])("accepts %s", (email) => {
    expect(isValidNewsletterEmail(email)).toBe(true);
  });

  it.each([
    "",
    "ada",
    "ada@example",
    "ada @example.com",
    "ada@@example.com",
    "@example.com",
    "ada@.com ",
    " a@b.com",
    "a@b.com ",
  ])("rejects %j", (email) => {
    expect(isValidNewsletterEmail(email)).toBe(false);
  });
});

describe("subscribeToNewsletter", () => {
  it("posts the email and the configured list id as JSON to the gateway", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);

    await subscribeToNewsletter("ada@example.com");

    expect(NEWSLETTER_ENDPOINT).toBe("/gateway/prod/mailchimp");
    expect(fetchMock).toHaveBeenCalledWith(
      NEWSLETTER_ENDPOINT,
      expect.objectContaining({
        method: "POST",
        headers: expect.objectContaining({ "Content-Type": "application/json" }),
        body: JSON.stringify({ email: "ada@example.com", listId: publicConfig.newsletterListId }),
      }),
    );
    // Never with the session's token: the gateway is not the API.
    expect(fetchMock.mock.calls[0]?.[1].headers).not.toHaveProperty("Authorization");
  });

  it("rejects on a non-2xx answer", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("{}", { status: 500 })));
    await expect(subscribeToNewsletter("ada@example.com")).rejects.toThrow("500");
  });

  it("rejects when the network fails", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(subscribeToNewsletter("ada@example.com")).rejects.toThrow("could not be reached");
  });
});
