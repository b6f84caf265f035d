import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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

const id = () => uuid("id").primaryKey().defaultRandom();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    isEmailVerified: boolean("is_email_verified").notNull().default(false),
    profileImage: text("profile_image"),
    createdAt: createdAt(),
    passwordChangedAt: at("password_changed_at").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("users_email_key").on(sql`lower(${table.email})`)],
);

export const organizations = pgTable("organizations", {
  id: id(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

export const APPLICATION_ROLES = ["Admin", "Member"] as const;
export type TApplicationRole = (typeof APPLICATION_ROLES)[number];

export const memberships = pgTable(
  "memberships",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    applicationRole: text("application_role").$type<TApplicationRole>().notNull(),
    role: text("role"),
    position: text("position"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("memberships_user_organization_key").on(table.userId, table.organizationId),
    index("memberships_organization_idx").on(table.organizationId),
    check("memberships_application_role_check", sql`${table.applicationRole} in ('Admin', 'Member')`),
  ],
);

export const emailConfirmations = pgTable(
  "email_confirmations",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    keyHash: text("key_hash").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("email_confirmations_key_hash_key").on(table.keyHash),
    index("email_confirmations_user_idx").on(table.userId),
  ],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    passwordFingerprint: text("password_fingerprint").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("password_resets_token_hash_key").on(table.tokenHash),
    index("password_resets_user_idx").on(table.userId),
  ],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    replacedBy: uuid("replaced_by"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("refresh_tokens_token_hash_key").on(table.tokenHash),
    index("refresh_tokens_family_idx").on(table.familyId),
    index("refresh_tokens_user_idx").on(table.userId),
  ],
);

export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("outbox_created_at_idx").on(table.createdAt)],
);
