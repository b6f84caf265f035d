import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app.js";

const [addCountry, backfillPhones] = readFileSync(
  new URL("../../drizzle/0008_demo-request-country.sql", import.meta.url),
  "utf8",
).split("--> statement-breakpoint");

describe("migration 0008: demo requests get a country", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("adds the column as United States and writes the earlier US phone numbers in E.164, leaving the rest", async () => {
    const sql = (text: string) => app.database.executeSql(text);
    await sql('ALTER TABLE "demo_requests" DROP COLUMN "country"');
    await sql(`INSERT INTO "demo_requests" (first_name, last_name, business_email, organization, zip_code, phone_number, role)
      SELECT 'Ada', 'Lovelace', 'ada@example.com', 'Civil', '94107', phone, 'Admin'
      FROM unnest(ARRAY['+1 (415) 555-0100', '415.555.0101', '1 415 555 0102', '+44 20 7946 0958', '555-0103', '+14155550104']) AS phone`);

    await sql(addCountry ?? "");
    await sql(backfillPhones ?? "");

    const { rows } = await sql('SELECT country, phone_number FROM "demo_requests" ORDER BY id');
    expect(rows).toEqual([
      { country: "US", phone_number: "+14155550100" },
      { country: "US", phone_number: "+14155550101" },
      { country: "US", phone_number: "+14155550102" },
      { country: "US", phone_number: "+442079460958" },
      { country: "US", phone_number: "555-0103" },
      { country: "US", phone_number: "+14155550104" },
    ]);
  });
});
