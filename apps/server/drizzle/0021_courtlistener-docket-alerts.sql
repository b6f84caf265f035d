CREATE TABLE "courtlistener_docket_alerts" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"docket_id" bigint NOT NULL,
	"alert_id" bigint NOT NULL,
	"followed_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courtlistener_docket_alerts" ADD CONSTRAINT "courtlistener_docket_alerts_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courtlistener_docket_alerts" ADD CONSTRAINT "courtlistener_docket_alerts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courtlistener_docket_alerts" ADD CONSTRAINT "courtlistener_docket_alerts_followed_by_user_id_users_id_fk" FOREIGN KEY ("followed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courtlistener_docket_alerts_docket_idx" ON "courtlistener_docket_alerts" USING btree ("docket_id");--> statement-breakpoint
CREATE TABLE "courtlistener_webhook_events" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"event_type" integer,
	"payload" jsonb NOT NULL,
	"deliveries" integer DEFAULT 1 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "docket_digest_sends" (
	"user_id" uuid NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"entries" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "docket_digest_sends_user_id_slot_at_pk" PRIMARY KEY("user_id","slot_at")
);
--> statement-breakpoint
ALTER TABLE "docket_digest_sends" ADD CONSTRAINT "docket_digest_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "docket_digest_marks" (
	"case_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"through" timestamp with time zone NOT NULL,
	CONSTRAINT "docket_digest_marks_case_id_user_id_pk" PRIMARY KEY("case_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "docket_digest_marks" ADD CONSTRAINT "docket_digest_marks_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "docket_digest_marks" ADD CONSTRAINT "docket_digest_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "docket_digest_clock" (
	"id" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
