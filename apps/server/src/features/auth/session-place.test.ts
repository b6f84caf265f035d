import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConfirmedAccount, nextIp, readMailbox } from "../../test/account-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { openPlaceOfAddress } from "./place-of-address.js";

/** Made by MaxMind's writer from test/fixtures/geo/make-test-city-mmdb.pl: documentation ranges only. */
const TEST_DATABASE = fileURLToPath(new URL("../../test/fixtures/geo/test-city.mmdb", import.meta.url));
const PROXY_ADDRESS = "10.9.0.2";
const SPRINGFIELD = "Springfield, Illinois, United States";

const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

interface Listed {
  ip_address: string | null;
  place: string | null;
  current: boolean;
}

/** Signs in as the balancer forwards it (the client's address last in X-Forwarded-For), or straight from `direct`. */
async function signIn(
  app: FastifyInstance,
  account: { email: string; password: string },
  from: { client: string } | { direct: string; claimed: string },
  userAgent = CHROME_MAC,
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login/",
    payload: account,
    remoteAddress: "client" in from ? PROXY_ADDRESS : from.direct,
    headers: {
      "user-agent": userAgent,
      "x-forwarded-for": "client" in from ? from.client : from.claimed,
    },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { access: string }).access;
}

async function sessionsOf(app: FastifyInstance, access: string): Promise<Listed[]> {
  const response = await app.inject({
    method: "GET",
    url: "/api/account/sessions/",
    remoteAddress: nextIp(),
    headers: { authorization: `Bearer ${access}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Listed[];
}

describe("sessions with a GeoLite2 database (GEOIP_DATABASE_PATH)", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ GEOIP_DATABASE_PATH: TEST_DATABASE, TRUST_PROXY: PROXY_ADDRESS });
  });
  afterAll(() => app?.close());

  it("names the place of each sign-in address in the sessions list and the new-device mail", async () => {
    const account = await createConfirmedAccount(app);
    await signIn(app, account, { client: "198.51.100.20" });
    const access = await signIn(app, account, { client: "203.0.113.7" }, FIREFOX_LINUX);
    // The test database gives 10.0.0.0/8 a place; a private address is never looked up.
    await signIn(app, account, { client: "10.20.30.40" });
    // Not from the trusted proxy: the claimed address is not the client's, and 192.0.2.50 has no place.
    await signIn(app, account, { direct: "192.0.2.50", claimed: "203.0.113.8" });

    const places = Object.fromEntries((await sessionsOf(app, access)).map((row) => [row.ip_address, row.place]));
    expect(places).toEqual({
      "198.51.100.20": "France",
      "203.0.113.7": SPRINGFIELD,
      "10.20.30.40": null,
      "192.0.2.50": null,
    });

    const newDevice = (await readMailbox(app)).find(
      (mail) => mail.to === account.email && mail.subject.includes("New sign-in"),
    );
    expect(newDevice?.text).toContain(`Approximate place: ${SPRINGFIELD}.`);
  });

  it("reads IPv4-mapped addresses, and gives no place to loopback, private or malformed ones", async () => {
    const placeOf = await openPlaceOfAddress(TEST_DATABASE);
    expect(placeOf("::ffff:203.0.113.9")).toBe(SPRINGFIELD);
    expect(placeOf("198.51.100.1")).toBe("France");
    for (const nowhere of ["127.0.0.1", "::1", "::ffff:10.1.2.3", "192.0.2.1", "fe80::1", "not an address", "", null]) {
      expect(placeOf(nowhere)).toBeNull();
    }
  });

  it("refuses to start on a file that is not a MaxMind database, naming the setting", async () => {
    const notADatabase = fileURLToPath(new URL("../../test/fixtures/geo/make-test-city-mmdb.pl", import.meta.url));
    await expect(openPlaceOfAddress(notADatabase)).rejects.toThrow(/^GEOIP_DATABASE_PATH: cannot read/);
    await expect(openPlaceOfAddress("/nonexistent/GeoLite2-City.mmdb")).rejects.toThrow(/^GEOIP_DATABASE_PATH/);
  });
});

describe("sessions without a GeoLite2 database", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: PROXY_ADDRESS });
  });
  afterAll(() => app?.close());

  it("names no place", async () => {
    const account = await createConfirmedAccount(app);
    const access = await signIn(app, account, { client: "203.0.113.7" });
    expect(await sessionsOf(app, access)).toEqual([
      expect.objectContaining({ ip_address: "203.0.113.7", place: null, current: true }),
    ]);
  });
});
