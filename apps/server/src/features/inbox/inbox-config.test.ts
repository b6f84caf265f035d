import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { slugOf } from "./inbox-addresses.js";
import { automaticReasonOf, ownTextOf } from "./mail-reading.js";

const production = {
  NODE_ENV: "production",
  JWT_SECRET: "a-production-secret-that-is-long-enough-to-sign",
  DATABASE_URL: "postgres://db.example.com/paralex",
  PUBLIC_URL: "https://paralex.example.com",
  BUILTIN_CHECKOUT: "demo",
};

describe("the inbox's configuration", () => {
  it("has a development domain, no listener and strict senders by default", () => {
    const { inbound } = loadConfig({ INBOUND_REQUIRE_AUTHENTICATED_SENDER: "" });
    expect(inbound).toMatchObject({
      agentMailDomain: "associate.paralex.localhost",
      smtpPort: undefined,
      maxMessageBytes: 25 * 1024 * 1024,
      requireAuthenticatedSender: true,
      retentionDays: 30,
    });
  });

  it("refuses relaxed sender authentication in production", () => {
    expect(() => loadConfig({ ...production, INBOUND_REQUIRE_AUTHENTICATED_SENDER: "false" })).toThrowError(
      /INBOUND_REQUIRE_AUTHENTICATED_SENDER: cannot be false in production/,
    );
    expect(loadConfig(production).inbound.requireAuthenticatedSender).toBe(true);
  });

  it("refuses an agent domain that is not a domain name", () => {
    expect(() => loadConfig({ AGENT_MAIL_DOMAIN: "not a domain" })).toThrowError(/AGENT_MAIL_DOMAIN/);
  });
});

describe("reading mail", () => {
  it("makes a slug of a firm's name", () => {
    expect(slugOf("Whitfield & Čapek, LLP")).toBe("whitfield-capek-llp");
    expect(slugOf("Ada's firm")).toBe("ada-s-firm");
    expect(slugOf("!!")).toBe("firm");
  });

  it("leaves quoted earlier messages and the signature out of the body", () => {
    const body = "See Twombly, 550 U.S. 544.\n> quoted line\n\nOn Mon, Ada wrote:\n> older\n";
    expect(ownTextOf(body)).toBe("See Twombly, 550 U.S. 544.");
    expect(ownTextOf("Draft text 12 F.3d 4\n-- \nAda Lovelace\nPartner")).toBe("Draft text 12 F.3d 4");
  });

  it("tells automatic mail by its headers", () => {
    const mail = (headers: Record<string, string>, from = "ada@example.com") =>
      ({ headers: new Map(Object.entries(headers)), from: { value: [{ address: from }] } }) as never;
    const context = { mailFrom: "ada@example.com", agentDomain: "associate.example.com" };
    expect(automaticReasonOf(mail({}), context)).toBeNull();
    expect(automaticReasonOf(mail({ "auto-submitted": "no" }), context)).toBeNull();
    expect(automaticReasonOf(mail({ "auto-submitted": "auto-generated" }), context)).toMatch(/Auto-Submitted/);
    expect(automaticReasonOf(mail({ precedence: "bulk" }), context)).toMatch(/bulk/);
    expect(automaticReasonOf(mail({ "list-id": "<list.example.com>" }), context)).toMatch(/List-Id/);
    expect(automaticReasonOf(mail({}), { ...context, mailFrom: null })).toMatch(/Bounce/);
    expect(automaticReasonOf(mail({}, "mailer-daemon@example.com"), context)).toMatch(/Bounce/);
    expect(automaticReasonOf(mail({}, "firm@associate.example.com"), context)).toMatch(/agent address/);
  });
});
