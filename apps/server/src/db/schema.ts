import { sql } from "drizzle-orm";
import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    listId: text("list_id").notNull(),
    createdAt: createdAt(),
    forwardedAt: timestamp("forwarded_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("newsletter_subscribers_list_email_key").on(table.listId, sql`lower(${table.email})`)],
);

export const demoRequests = pgTable(
  "demo_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    businessEmail: text("business_email").notNull(),
    organization: text("organization").notNull(),
    zipCode: text("zip_code").notNull(),
    phoneNumber: text("phone_number").notNull(),
    role: text("role").notNull(),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (table) => [index("demo_requests_created_at_idx").on(table.createdAt)],
);
