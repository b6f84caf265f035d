import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

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
    country: text("country").notNull().default("US"),
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
    alternateEmail: text("alternate_email"),
    firmName: text("firm_name"),
    createdAt: createdAt(),
    passwordChangedAt: at("password_changed_at").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("users_email_key").on(sql`lower(${table.email})`)],
);

export const organizations = pgTable(
  "organizations",
  {
    id: id(),
    name: text("name").notNull(),
    /** When the firm's name was given (at sign-up, on the account page or by an Admin); null while it is "{first name}'s firm". */
    nameGivenAt: at("name_given_at"),
    /** Billing mail goes to this member while they belong to the organization, else to billingContactEmail, else to the Admins. */
    billingContactUserId: uuid("billing_contact_user_id").references(() => users.id, { onDelete: "set null" }),
    billingContactEmail: text("billing_contact_email"),
    /** Issue 24: members without a second factor must set one up before anything else (decision 070). */
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      "organizations_one_billing_contact_check",
      sql`${table.billingContactUserId} is null or ${table.billingContactEmail} is null`,
    ),
  ],
);

export const APPLICATION_ROLES = ["Admin", "Member"] as const;
export type TApplicationRole = (typeof APPLICATION_ROLES)[number];
export const MEMBER_ROLES = ["Manager", "Employee", "Intern"] as const;
export type TMemberRole = (typeof MEMBER_ROLES)[number];

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
    role: text("role").$type<TMemberRole>(),
    position: text("position"),
    /** App ids of the practice-area products the member works in. */
    practiceAreas: integer("practice_areas").array().notNull().default(sql`'{}'::integer[]`),
    assignedCases: text("assigned_cases").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [
    // One organization per user (issue 5): joining another moves the membership.
    uniqueIndex("memberships_user_key").on(table.userId),
    index("memberships_organization_idx").on(table.organizationId),
    check("memberships_application_role_check", sql`${table.applicationRole} in ('Admin', 'Member')`),
    check("memberships_role_check", sql`${table.role} is null or ${table.role} in ('Manager', 'Employee', 'Intern')`),
  ],
);

export const invitations = pgTable(
  "invitations",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    position: text("position"),
    role: text("role").$type<TMemberRole>().notNull(),
    practiceAreas: integer("practice_areas").array().notNull().default(sql`'{}'::integer[]`),
    keyHash: text("key_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: at("expires_at").notNull(),
    acceptedAt: at("accepted_at"),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: at("revoked_at"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("invitations_key_hash_key").on(table.keyHash),
    uniqueIndex("invitations_pending_email_key")
      .on(table.organizationId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    index("invitations_organization_idx").on(table.organizationId),
    check("invitations_role_check", sql`${table.role} in ('Manager', 'Employee', 'Intern')`),
  ],
);

export const emailChanges = pgTable(
  "email_changes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    newEmail: text("new_email").notNull(),
    keyHash: text("key_hash").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("email_changes_key_hash_key").on(table.keyHash),
    index("email_changes_user_idx").on(table.userId),
  ],
);

export const profilePhotos = pgTable("profile_photos", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    target: text("target"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_events_organization_created_idx").on(table.organizationId, table.createdAt),
    // Throttles count recent events of one kind (invitations to one mailbox) across organizations.
    index("audit_events_action_created_idx").on(table.action, table.createdAt),
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

/** A person's authenticator app (issue 24): the secret AES-GCM encrypted, unusable until a first code confirms it. */
export const totpAuthenticators = pgTable("totp_authenticators", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretCiphertext: text("secret_ciphertext").notNull(),
  confirmedAt: at("confirmed_at"),
  /** The last time step a code was accepted for: a code works once within its window. */
  lastTimeStep: bigint("last_time_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, stored as SHA-256 digests; regenerating deletes the old ones. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("recovery_codes_user_code_hash_key").on(table.userId, table.codeHash)],
);

/** The second step of a sign-in: a short-lived, single-use token (stored hashed) that is never a session. */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("sign_in_challenges_token_hash_key").on(table.tokenHash),
    index("sign_in_challenges_user_idx").on(table.userId),
  ],
);

/** What a session (a refresh-token family) was started from, for the list in Account Options. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    familyId: uuid("family_id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceKey: text("device_key").notNull(),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
    /** An approximate place for the sign-in address, when GEOIP_DATABASE_PATH is set (migration 0024). */
    place: text("place"),
  },
  (table) => [index("auth_sessions_user_idx").on(table.userId)],
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

export const products = pgTable("products", {
  appId: integer("app_id").primaryKey(),
  title: text("title").notNull(),
  icon: text("icon").notNull(),
  accentColor: text("accent_color").notNull(),
  link: text("link"),
  comingSoon: boolean("coming_soon").notNull().default(false),
});

export const pricingStrategies = pgTable(
  "pricing_strategies",
  {
    pricingStrategyId: text("pricing_strategy_id").primaryKey(),
    appId: integer("app_id")
      .notNull()
      .references(() => products.appId),
    strategyType: text("strategy_type").notNull(),
    stripeLookup: text("stripe_lookup").notNull(),
  },
  (table) => [
    uniqueIndex("pricing_strategies_app_key").on(table.appId),
    uniqueIndex("pricing_strategies_stripe_lookup_key").on(table.stripeLookup),
  ],
);

export const pricingTiers = pgTable(
  "pricing_tiers",
  {
    pricingStrategyId: text("pricing_strategy_id")
      .notNull()
      .references(() => pricingStrategies.pricingStrategyId, { onDelete: "cascade" }),
    tier: text("tier").notNull(),
    position: integer("position").notNull(),
    costPerUserCents: integer("cost_per_user_cents").notNull(),
    features: jsonb("features").$type<string[]>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.pricingStrategyId, table.tier] }),
    check("pricing_tiers_cost_check", sql`${table.costPerUserCents} > 0`),
  ],
);

export const SUBSCRIPTION_STATUS_VALUES = ["active", "past_due", "unpaid", "canceled"] as const;
export type TSubscriptionStatusValue = (typeof SUBSCRIPTION_STATUS_VALUES)[number];
export const PAYMENT_PROVIDER_VALUES = ["builtin", "stripe"] as const;
export type TPaymentProviderValue = (typeof PAYMENT_PROVIDER_VALUES)[number];

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    appId: integer("app_id")
      .notNull()
      .references(() => products.appId),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startDate: at("start_date").notNull(),
    endDate: at("end_date").notNull(),
    pricingStrategyId: text("pricing_strategy_id")
      .notNull()
      .references(() => pricingStrategies.pricingStrategyId),
    pricingTier: text("pricing_tier").notNull(),
    amountChargedCents: integer("amount_charged_cents").notNull(),
    seats: integer("seats").notNull().default(1),
    status: text("status").$type<TSubscriptionStatusValue>().notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    provider: text("provider").$type<TPaymentProviderValue>().notNull(),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("subscriptions_user_idx").on(table.userId),
    index("subscriptions_organization_idx").on(table.organizationId, table.startDate),
    uniqueIndex("subscriptions_live_org_app_key")
      .on(table.organizationId, table.appId)
      .where(sql`${table.status} <> 'canceled'`),
    uniqueIndex("subscriptions_provider_subscription_key").on(table.provider, table.providerSubscriptionId),
    check("subscriptions_status_check", sql`${table.status} in ('active', 'past_due', 'unpaid', 'canceled')`),
    check("subscriptions_provider_check", sql`${table.provider} in ('builtin', 'stripe')`),
    check("subscriptions_seats_check", sql`${table.seats} > 0`),
  ],
);

export const CHECKOUT_SESSION_STATUS_VALUES = ["open", "complete"] as const;
export type TCheckoutSessionStatusValue = (typeof CHECKOUT_SESSION_STATUS_VALUES)[number];

export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    appId: integer("app_id")
      .notNull()
      .references(() => products.appId),
    pricingStrategyId: text("pricing_strategy_id")
      .notNull()
      .references(() => pricingStrategies.pricingStrategyId),
    pricingTier: text("pricing_tier").notNull(),
    amountCents: integer("amount_cents").notNull(),
    seats: integer("seats").notNull().default(1),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    provider: text("provider").$type<TPaymentProviderValue>().notNull(),
    providerSessionId: text("provider_session_id"),
    tokenHash: text("token_hash"),
    status: text("status").$type<TCheckoutSessionStatusValue>().notNull().default("open"),
    expiresAt: at("expires_at").notNull(),
    completedAt: at("completed_at"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("checkout_sessions_token_hash_key").on(table.tokenHash),
    uniqueIndex("checkout_sessions_provider_session_key").on(table.provider, table.providerSessionId),
    index("checkout_sessions_user_idx").on(table.userId),
    check("checkout_sessions_status_check", sql`${table.status} in ('open', 'complete')`),
    check("checkout_sessions_seats_check", sql`${table.seats} > 0`),
  ],
);

export const processedEvents = pgTable(
  "processed_events",
  {
    provider: text("provider").$type<TPaymentProviderValue>().notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    processedAt: at("processed_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

export const INVOICE_KIND_VALUES = ["first_payment", "renewal"] as const;
export const INVOICE_STATUS_VALUES = ["paid", "failed"] as const;

/** A payment (or a failed attempt) for a subscription: the billing page's list and each receipt (decision 066). */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    number: integer("number").notNull().generatedAlwaysAsIdentity(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    appId: integer("app_id")
      .notNull()
      .references(() => products.appId),
    pricingTier: text("pricing_tier").notNull(),
    seats: integer("seats").notNull(),
    kind: text("kind").$type<(typeof INVOICE_KIND_VALUES)[number]>().notNull(),
    status: text("status").$type<(typeof INVOICE_STATUS_VALUES)[number]>().notNull(),
    amountCents: integer("amount_cents").notNull(),
    periodStart: at("period_start").notNull(),
    periodEnd: at("period_end").notNull(),
    provider: text("provider").$type<TPaymentProviderValue>().notNull(),
    providerInvoiceId: text("provider_invoice_id"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    createdAt: createdAt(),
  },
  (table) => [
    index("invoices_organization_idx").on(table.organizationId, table.createdAt),
    uniqueIndex("invoices_provider_invoice_key").on(table.provider, table.providerInvoiceId),
    check("invoices_kind_check", sql`${table.kind} in ('first_payment', 'renewal')`),
    check("invoices_status_check", sql`${table.status} in ('paid', 'failed')`),
    check("invoices_amount_check", sql`${table.amountCents} >= 0`),
  ],
);

/** The organization's card on file, as the provider last reported it (brand and last four only). */
export const paymentMethods = pgTable("payment_methods", {
  organizationId: uuid("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  provider: text("provider").$type<TPaymentProviderValue>().notNull(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: integer("exp_month").notNull(),
  expYear: integer("exp_year").notNull(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export const CITE_CHECK_STATUS_VALUES = ["queued", "running", "done", "failed"] as const;
export type TCiteCheckStatusValue = (typeof CITE_CHECK_STATUS_VALUES)[number];

/** A draft's cite check: its text is kept only until the report is written. */
export const citeChecks = pgTable(
  "cite_checks",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    authorUserId: uuid("author_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<TCiteCheckStatusValue>().notNull().default("queued"),
    sourceName: text("source_name"),
    text: text("text"),
    found: integer("found").notNull().default(0),
    checked: integer("checked").notNull().default(0),
    counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
    report: jsonb("report").$type<unknown[]>(),
    error: text("error"),
    reportPdf: bytea("report_pdf"),
    /** The draft's text, gzip-compressed, until the check ends; rows from before migration 0012 keep `text`. */
    textGz: bytea("text_gz"),
    /** The report's JSON, gzip-compressed; rows from before migration 0012 keep `report` (decision 064). */
    reportGz: bytea("report_gz"),
    createdAt: createdAt(),
    finishedAt: at("finished_at"),
    /** The case a draft mailed to `slug+{case tag}@` was filed under (migration 0018). */
    caseId: uuid("case_id").references((): AnyPgColumn => cases.id, { onDelete: "set null" }),
  },
  (table) => [
    index("cite_checks_author_created_idx").on(table.authorUserId, table.createdAt),
    index("cite_checks_organization_idx").on(table.organizationId),
    check("cite_checks_status_check", sql`${table.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/**
 * The case-law index shared by every customer: a row per case known at a volume, reporter and page, or one row
 * with isFound false recording that the source knew none when asked.
 */
export const caseLaw = pgTable(
  "case_law",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    volume: integer("volume").notNull(),
    reporter: text("reporter").notNull(),
    page: integer("page").notNull(),
    isFound: boolean("is_found").notNull(),
    caseName: text("case_name"),
    /** The case name compared by the name fallback: lower case, punctuation dropped, "vs." and "versus" as "v". */
    nameKey: text("name_key"),
    court: text("court"),
    dateFiled: text("date_filed"),
    url: text("url"),
    source: text("source").notNull(),
    lookedUpAt: at("looked_up_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("case_law_citation_case_key").on(
      table.volume,
      table.reporter,
      table.page,
      sql`coalesce(${table.url}, '')`,
      sql`coalesce(${table.caseName}, '')`,
    ),
    index("case_law_citation_idx").on(table.volume, table.reporter, table.page),
    index("case_law_name_key_idx").on(table.nameKey).where(sql`${table.nameKey} is not null`),
  ],
);

/**
 * Bulk imports into the case-law index, one row each: which files (`fingerprint`), how far it got (the file being
 * read, `stage`, and its records already committed, `stageRows`) so an interrupted import resumes, and when it
 * finished with how many cases it added.
 */
export const caseLawImports = pgTable(
  "case_law_imports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    format: text("format").notNull(),
    fingerprint: text("fingerprint").notNull(),
    stage: text("stage").notNull(),
    stageRows: bigint("stage_rows", { mode: "number" }).notNull().default(0),
    rows: bigint("rows", { mode: "number" }).notNull().default(0),
    startedAt: at("started_at").notNull().defaultNow(),
    finishedAt: at("finished_at"),
  },
  (table) => [index("case_law_imports_finished_idx").on(table.finishedAt)],
);

/** A bulk import's opinion clusters while it reads the citations that point at them (emptied when it finishes). */
export const caseLawImportClusters = pgTable("case_law_import_clusters", {
  id: bigint("id", { mode: "number" }).primaryKey(),
  caseName: text("case_name").notNull(),
  nameKey: text("name_key").notNull(),
  dateFiled: text("date_filed"),
  slug: text("slug"),
  docketId: bigint("docket_id", { mode: "number" }),
});

/** A bulk import's dockets: which court each is in (emptied when it finishes). */
export const caseLawImportDockets = pgTable("case_law_import_dockets", {
  id: bigint("id", { mode: "number" }).primaryKey(),
  courtId: text("court_id").notNull(),
});

/** A bulk import's courts by id, with their names (emptied when it finishes). */
export const caseLawImportCourts = pgTable("case_law_import_courts", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
});

/** When a case-law source may next be asked: one row per source, advanced under its row lock by every instance. */
export const caseLawSourceBudgets = pgTable("case_law_source_budgets", {
  source: text("source").primaryKey(),
  nextAllowedAt: at("next_allowed_at").notNull().defaultNow(),
});

/**
 * The checks waiting for a rate-limited source, served one batch at a time by round robin across organizations.
 * `readyAt` is when the check's job is (or will be) there to take a slot; `wanted` the citations of its next batch.
 */
export const caseLawWaitingChecks = pgTable(
  "case_law_waiting_checks",
  {
    checkId: uuid("check_id")
      .primaryKey()
      .references(() => citeChecks.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    waitingSince: at("waiting_since").notNull().defaultNow(),
    readyAt: at("ready_at").notNull().defaultNow(),
    wanted: integer("wanted").notNull(),
  },
  (table) => [index("case_law_waiting_checks_source_idx").on(table.source, table.waitingSince)],
);

/** When each organization was last given a slot at a source: the one served least recently goes first. */
export const caseLawOrganizationTurns = pgTable(
  "case_law_organization_turns",
  {
    source: text("source").notNull(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    lastServedAt: at("last_served_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.source, table.organizationId] })],
);

/**
 * Requests sent to a case-law source, counted per organization and minute (UTC): the source's budgets per minute,
 * hour and day, and each organization's share of the day, are read from here by every instance.
 */
export const caseLawSourceRequests = pgTable(
  "case_law_source_requests",
  {
    source: text("source").notNull(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    minute: at("minute").notNull(),
    requests: integer("requests").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.source, table.minute, table.organizationId] })],
);

/** Citations an organization had looked up at a case-law source on a day (UTC), against its daily quota. */
export const caseLawDailyUsage = pgTable(
  "case_law_daily_usage",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    lookups: integer("lookups").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.day] })],
);

/** An organization's agent address ({slug}@AGENT_MAIL_DOMAIN); a retired slug still reaches it for 30 days. */
export const inboxAddresses = pgTable(
  "inbox_addresses",
  {
    slug: text("slug").primaryKey(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    retiredAt: at("retired_at"),
  },
  (table) => [
    uniqueIndex("inbox_addresses_current_key").on(table.organizationId).where(sql`${table.retiredAt} is null`),
    check("inbox_addresses_slug_check", sql`${table.slug} ~ '^[a-z0-9]([a-z0-9-]{0,46}[a-z0-9])?$'`),
  ],
);

export const INBOX_MESSAGE_STATUS_VALUES = [
  "received",
  "processing",
  "answered",
  "refused",
  "quarantined",
  "filed",
] as const;
export type TInboxMessageStatusValue = (typeof INBOX_MESSAGE_STATUS_VALUES)[number];

/** One draft of an inbound message: the cite check it became, or why it could not. */
export interface TInboxDraftRecord {
  name: string;
  checkId: string | null;
  problem: string | null;
}

/** A message received at an agent address, stored once per organization before it was acknowledged. */
export const inboxMessages = pgTable(
  "inbox_messages",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    messageId: text("message_id").notNull(),
    transport: text("transport").notNull(),
    recipient: text("recipient").notNull(),
    tag: text("tag"),
    mailFrom: text("mail_from"),
    clientIp: text("client_ip"),
    clientHelo: text("client_helo"),
    fromAddress: text("from_address"),
    subject: text("subject"),
    senderUserId: uuid("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<TInboxMessageStatusValue>().notNull().default("received"),
    reason: text("reason"),
    /** The message as received; null once the retention period has passed. */
    raw: bytea("raw"),
    size: integer("size").notNull(),
    drafts: jsonb("drafts").$type<TInboxDraftRecord[]>().notNull().default([]),
    isSenderRelaxed: boolean("is_sender_relaxed").notNull().default(false),
    replySubject: text("reply_subject"),
    replyText: text("reply_text"),
    replyHtml: text("reply_html"),
    receivedAt: at("received_at").notNull().defaultNow(),
    answeredAt: at("answered_at"),
  },
  (table) => [
    uniqueIndex("inbox_messages_message_key").on(table.organizationId, table.messageId),
    index("inbox_messages_organization_received_idx").on(table.organizationId, table.receivedAt),
    index("inbox_messages_sender_received_idx").on(table.senderUserId, table.receivedAt),
    index("inbox_messages_from_answered_idx").on(sql`lower(${table.fromAddress})`, table.answeredAt),
    check(
      "inbox_messages_status_check",
      sql`${table.status} in ('received', 'processing', 'answered', 'refused', 'quarantined', 'filed')`,
    ),
  ],
);

/** Signed webhook tokens already used (Mailgun's), so a captured post cannot be replayed. */
export const inboxWebhookTokens = pgTable(
  "inbox_webhook_tokens",
  {
    provider: text("provider").notNull(),
    token: text("token").notNull(),
    seenAt: at("seen_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.token] }),
    index("inbox_webhook_tokens_seen_idx").on(table.seenAt),
  ],
);

// ---- Passkeys (issue 24, migration 0019, decision 075) ----

/** A person's WebAuthn credentials: several each, named; the public key and signature counter as registered. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The credential's id as the browser gives it (base64url). */
    credentialId: text("credential_id").notNull(),
    /** The COSE public key. */
    publicKey: bytea("public_key").notNull(),
    signCount: bigint("sign_count", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default(sql`'{}'`),
    deviceType: text("device_type").notNull(),
    isBackedUp: boolean("is_backed_up").notNull().default(false),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: at("last_used_at"),
  },
  (table) => [
    uniqueIndex("passkeys_credential_id_key").on(table.credentialId),
    index("passkeys_user_idx").on(table.userId),
  ],
);

/** A WebAuthn challenge: single use, short-lived, bound to its purpose (and to the person or second step). */
export const passkeyChallenges = pgTable(
  "passkey_challenges",
  {
    id: id(),
    challenge: text("challenge").notNull(),
    purpose: text("purpose").$type<"register" | "second_step" | "sign_in">().notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    signInChallengeId: uuid("sign_in_challenge_id").references(() => signInChallenges.id, { onDelete: "cascade" }),
    expiresAt: at("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("passkey_challenges_challenge_key").on(table.challenge),
    index("passkey_challenges_expires_idx").on(table.expiresAt),
    check("passkey_challenges_purpose_check", sql`${table.purpose} in ('register', 'second_step', 'sign_in')`),
  ],
);

// ── Cases and dockets (issue 23, migration 0018) ─────────────────────────────────────────────────────────────────────

export const CASE_STATUS_VALUES = ["active", "proposed", "dismissed"] as const;
export type TCaseStatusValue = (typeof CASE_STATUS_VALUES)[number];
/** "forward": a member forwarded the notice; it stands until the court's own copy or CourtListener confirms it. */
export const DOCKET_ENTRY_SOURCE_VALUES = ["notice", "forward", "courtlistener"] as const;
export type TDocketEntrySourceValue = (typeof DOCKET_ENTRY_SOURCE_VALUES)[number];
export const ALERT_PREFERENCE_VALUES = ["every", "digest", "none"] as const;
export type TAlertPreferenceValue = (typeof ALERT_PREFERENCE_VALUES)[number];

/** A case an organization tracks, one per court and normalised docket number; "proposed" when a notice made it. */
export const cases = pgTable(
  "cases",
  {
    id: id(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    courtId: text("court_id").notNull(),
    docketNumber: text("docket_number").notNull(),
    caseName: text("case_name").notNull(),
    clientMatter: text("client_matter"),
    status: text("status").$type<TCaseStatusValue>().notNull().default("active"),
    /** The short tag of `slug+{tag}@`, unique in the organization. */
    tag: text("tag").notNull(),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastEntryAt: at("last_entry_at"),
  },
  (table) => [
    uniqueIndex("cases_docket_key").on(table.organizationId, table.courtId, table.docketNumber),
    uniqueIndex("cases_tag_key").on(table.organizationId, table.tag),
    check("cases_status_check", sql`${table.status} in ('active', 'proposed', 'dismissed')`),
  ],
);

/** The case's team: who follows it, when they last looked, and how they want its alerts. */
export const caseFollowers = pgTable(
  "case_followers",
  {
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastSeenAt: at("last_seen_at"),
    alertPreference: text("alert_preference").$type<TAlertPreferenceValue>().notNull().default("every"),
    /** The hour (0–23, in `timeZone`) a daily digest goes out. */
    digestHour: integer("digest_hour").notNull().default(8),
    timeZone: text("time_zone").notNull().default("UTC"),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.caseId, table.userId] }),
    index("case_followers_user_idx").on(table.userId),
    check("case_followers_alert_preference_check", sql`${table.alertPreference} in ('every', 'digest', 'none')`),
    check("case_followers_digest_hour_check", sql`${table.digestHour} between 0 and 23`),
  ],
);

/** One docket entry, whichever source told us first; `entryKey` (docketEntryKey) merges the sources. */
export const docketEntries = pgTable(
  "docket_entries",
  {
    id: id(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    entryKey: text("entry_key").notNull(),
    entryNumber: integer("entry_number"),
    filedOn: date("filed_on", { mode: "string" }),
    /** As the source gave it: an ISO date-time with the court's offset, or an ISO date. */
    enteredAt: text("entered_at"),
    docketText: text("docket_text").notNull(),
    filer: text("filer"),
    source: text("source").$type<TDocketEntrySourceValue>().notNull(),
    learnedAt: at("learned_at").notNull().defaultNow(),
    restricted: boolean("restricted").notNull().default(false),
    inboxMessageId: uuid("inbox_message_id").references(() => inboxMessages.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("docket_entries_key").on(table.caseId, table.entryKey),
    index("docket_entries_case_number_idx").on(table.caseId, table.entryNumber),
    check("docket_entries_source_check", sql`${table.source} in ('notice', 'forward', 'courtlistener')`),
  ],
);

/** An entry's documents; the free-look link is stored and shown, never followed by us. */
export const docketDocuments = pgTable(
  "docket_documents",
  {
    id: id(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => docketEntries.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    number: text("number"),
    description: text("description"),
    url: text("url"),
  },
  (table) => [uniqueIndex("docket_documents_entry_position_key").on(table.entryId, table.position)],
);

/** Each court notice once per organization, however many copies (a member's forward, the court's own) arrive. */
export const docketNotices = pgTable(
  "docket_notices",
  {
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    noticeKey: text("notice_key").notNull(),
    firstInboxMessageId: uuid("first_inbox_message_id").references(() => inboxMessages.id, { onDelete: "set null" }),
    copies: integer("copies").notNull().default(1),
    firstSeenAt: at("first_seen_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.noticeKey] })],
);

/** An entry's alert to one member, queued once. */
export const docketAlerts = pgTable(
  "docket_alerts",
  {
    entryId: uuid("entry_id")
      .notNull()
      .references(() => docketEntries.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    queuedAt: at("queued_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.userId] })],
);

// ---- Google and Apple sign-in (issue 24, migration 0020, decision 076) ----

/** An account's sign-in through an outside provider: one per provider and person, keyed by the provider's subject. */
export const linkedSignIns = pgTable(
  "linked_sign_ins",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").$type<"google" | "apple">().notNull(),
    subject: text("subject").notNull(),
    /** The address the provider gave when it was linked. */
    email: text("email").notNull(),
    createdAt: createdAt(),
    lastUsedAt: at("last_used_at"),
  },
  (table) => [
    uniqueIndex("linked_sign_ins_provider_subject_key").on(table.provider, table.subject),
    uniqueIndex("linked_sign_ins_user_provider_key").on(table.userId, table.provider),
    check("linked_sign_ins_provider_check", sql`${table.provider} in ('google', 'apple')`),
  ],
);

/** The provider's identity as its verified ID token gave it, kept between the callback and the ticket's use. */
export interface OidcIdentityRecord {
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

/**
 * One authorization-code flow: its state, nonce and PKCE verifier, bound to the browser that started it (the hash
 * of a cookie); after the callback, the verified identity and the hash of the one-time ticket the login page spends.
 */
export const oidcSignInFlows = pgTable(
  "oidc_sign_in_flows",
  {
    id: id(),
    provider: text("provider").$type<"google" | "apple">().notNull(),
    browserKeyHash: text("browser_key_hash").notNull(),
    state: text("state").notNull(),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    identity: jsonb("identity").$type<OidcIdentityRecord>(),
    ticketHash: text("ticket_hash"),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("oidc_sign_in_flows_browser_idx").on(table.browserKeyHash),
    uniqueIndex("oidc_sign_in_flows_ticket_key").on(table.ticketHash),
    index("oidc_sign_in_flows_expires_idx").on(table.expiresAt),
    check("oidc_sign_in_flows_provider_check", sql`${table.provider} in ('google', 'apple')`),
  ],
);

/** A provider waiting to be linked to an existing account until the person proves it is theirs (password or mail). */
export const linkedSignInProofs = pgTable(
  "linked_sign_in_proofs",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").$type<"google" | "apple">().notNull(),
    subject: text("subject").notNull(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    emailTokenHash: text("email_token_hash"),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("linked_sign_in_proofs_token_key").on(table.tokenHash),
    uniqueIndex("linked_sign_in_proofs_email_token_key").on(table.emailTokenHash),
    index("linked_sign_in_proofs_user_idx").on(table.userId),
    check("linked_sign_in_proofs_provider_check", sql`${table.provider} in ('google', 'apple')`),
  ],
);

// ---- Inbox messages stored compressed, in parts (issue 22, migration 0022, decision 080) ----

/**
 * A received message's bytes, gzip-compressed and cut in parts of at most 256 KB, each written by its own statement
 * (decision 080). A message stored before keeps its plain `inbox_messages.raw` and has no parts.
 */
export const inboxMessageParts = pgTable(
  "inbox_message_parts",
  {
    inboxMessageId: uuid("inbox_message_id")
      .notNull()
      .references(() => inboxMessages.id, { onDelete: "cascade" }),
    part: integer("part").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.inboxMessageId, table.part] })],
);

// ---- CourtListener docket alerts and daily digests (issue 23, migration 0021, decision 077) ----

/** A case followed on CourtListener: its docket there and the account's docket alert (one alert per docket). */
export const courtListenerDocketAlerts = pgTable(
  "courtlistener_docket_alerts",
  {
    caseId: uuid("case_id")
      .primaryKey()
      .references(() => cases.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    docketId: bigint("docket_id", { mode: "number" }).notNull(),
    alertId: bigint("alert_id", { mode: "number" }).notNull(),
    followedByUserId: uuid("followed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** CourtListener's old docket alerts report warned that it will disable the alert (its case ended long ago). */
    staleSince: at("stale_since"),
    /** CourtListener's old docket alerts report said it disabled the alert: no entry comes from it any more. */
    disabledAt: at("disabled_at"),
  },
  (table) => [index("courtlistener_docket_alerts_docket_idx").on(table.docketId)],
);

/** Each CourtListener webhook event once, by its Idempotency-Key; `processedAt` once its entries are filed. */
export const courtListenerWebhookEvents = pgTable("courtlistener_webhook_events", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  eventType: integer("event_type"),
  payload: jsonb("payload").notNull(),
  deliveries: integer("deliveries").notNull().default(1),
  receivedAt: at("received_at").notNull().defaultNow(),
  processedAt: at("processed_at"),
});

/** A member's daily digest for one slot (their hour on a local date), claimed once across instances. */
export const docketDigestSends = pgTable(
  "docket_digest_sends",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    slotAt: at("slot_at").notNull(),
    entries: integer("entries").notNull(),
    sentAt: at("sent_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.slotAt] })],
);

/** Entries of a case learned up to `through` were in a member's digest. */
export const docketDigestMarks = pgTable(
  "docket_digest_marks",
  {
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    through: at("through").notNull(),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.userId] })],
);

/** When the digest job's next run is due: the one chain of runs every instance keeps. */
export const docketDigestClock = pgTable("docket_digest_clock", {
  id: text("id").primaryKey(),
  nextAt: at("next_at").notNull(),
});

// ---- Cite check: a bulk import's clusters joined once with their court (migration 0023, decision 078) ----

/** A bulk import's clusters with their court's name and opinion page, for its citations (emptied when it finishes). */
export const caseLawImportCases = pgTable("case_law_import_cases", {
  id: bigint("id", { mode: "number" }).primaryKey(),
  caseName: text("case_name").notNull(),
  nameKey: text("name_key").notNull(),
  court: text("court"),
  dateFiled: text("date_filed"),
  url: text("url").notNull(),
});
