CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"court_id" text NOT NULL,
	"docket_number" text NOT NULL,
	"case_name" text NOT NULL,
	"client_matter" text,
	"status" text DEFAULT 'active' NOT NULL,
	"tag" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_entry_at" timestamp with time zone,
	CONSTRAINT "cases_status_check" CHECK ("cases"."status" in ('active', 'proposed', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cases_docket_key" ON "cases" USING btree ("organization_id","court_id","docket_number");--> statement-breakpoint
CREATE UNIQUE INDEX "cases_tag_key" ON "cases" USING btree ("organization_id","tag");--> statement-breakpoint
CREATE TABLE "case_followers" (
	"case_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_seen_at" timestamp with time zone,
	"alert_preference" text DEFAULT 'every' NOT NULL,
	"digest_hour" integer DEFAULT 8 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_followers_case_id_user_id_pk" PRIMARY KEY("case_id","user_id"),
	CONSTRAINT "case_followers_alert_preference_check" CHECK ("case_followers"."alert_preference" in ('every', 'digest', 'none')),
	CONSTRAINT "case_followers_digest_hour_check" CHECK ("case_followers"."digest_hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "case_followers" ADD CONSTRAINT "case_followers_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_followers" ADD CONSTRAINT "case_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_followers_user_idx" ON "case_followers" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "docket_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"entry_key" text NOT NULL,
	"entry_number" integer,
	"filed_on" date,
	"entered_at" text,
	"docket_text" text NOT NULL,
	"filer" text,
	"source" text NOT NULL,
	"learned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL,
	"inbox_message_id" uuid,
	CONSTRAINT "docket_entries_source_check" CHECK ("docket_entries"."source" in ('notice', 'forward', 'courtlistener'))
);
--> statement-breakpoint
ALTER TABLE "docket_entries" ADD CONSTRAINT "docket_entries_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docket_entries" ADD CONSTRAINT "docket_entries_inbox_message_id_inbox_messages_id_fk" FOREIGN KEY ("inbox_message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "docket_entries_key" ON "docket_entries" USING btree ("case_id","entry_key");--> statement-breakpoint
CREATE INDEX "docket_entries_case_number_idx" ON "docket_entries" USING btree ("case_id","entry_number");--> statement-breakpoint
CREATE TABLE "docket_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"number" text,
	"description" text,
	"url" text
);
--> statement-breakpoint
ALTER TABLE "docket_documents" ADD CONSTRAINT "docket_documents_entry_id_docket_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."docket_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "docket_documents_entry_position_key" ON "docket_documents" USING btree ("entry_id","position");--> statement-breakpoint
CREATE TABLE "docket_notices" (
	"organization_id" uuid NOT NULL,
	"notice_key" text NOT NULL,
	"first_inbox_message_id" uuid,
	"copies" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "docket_notices_organization_id_notice_key_pk" PRIMARY KEY("organization_id","notice_key")
);
--> statement-breakpoint
ALTER TABLE "docket_notices" ADD CONSTRAINT "docket_notices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docket_notices" ADD CONSTRAINT "docket_notices_first_inbox_message_id_inbox_messages_id_fk" FOREIGN KEY ("first_inbox_message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "docket_alerts" (
	"entry_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "docket_alerts_entry_id_user_id_pk" PRIMARY KEY("entry_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "docket_alerts" ADD CONSTRAINT "docket_alerts_entry_id_docket_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."docket_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docket_alerts" ADD CONSTRAINT "docket_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cite_checks" ADD COLUMN "case_id" uuid;--> statement-breakpoint
ALTER TABLE "cite_checks" ADD CONSTRAINT "cite_checks_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cite_checks_case_idx" ON "cite_checks" USING btree ("case_id") WHERE "cite_checks"."case_id" is not null;--> statement-breakpoint
ALTER TABLE "inbox_messages" DROP CONSTRAINT "inbox_messages_status_check";--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_status_check" CHECK ("inbox_messages"."status" in ('received', 'processing', 'answered', 'refused', 'quarantined', 'filed'));
