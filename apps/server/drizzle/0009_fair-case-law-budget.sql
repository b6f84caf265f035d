CREATE TABLE "case_law_daily_usage" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"lookups" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "case_law_daily_usage_organization_id_day_pk" PRIMARY KEY("organization_id","day")
);
--> statement-breakpoint
CREATE TABLE "case_law_organization_turns" (
	"source" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"last_served_at" timestamp with time zone NOT NULL,
	CONSTRAINT "case_law_organization_turns_source_organization_id_pk" PRIMARY KEY("source","organization_id")
);
--> statement-breakpoint
CREATE TABLE "case_law_waiting_checks" (
	"check_id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"waiting_since" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone DEFAULT now() NOT NULL,
	"wanted" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cite_checks" ADD COLUMN "report_pdf" "bytea";--> statement-breakpoint
ALTER TABLE "case_law_daily_usage" ADD CONSTRAINT "case_law_daily_usage_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_law_organization_turns" ADD CONSTRAINT "case_law_organization_turns_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_law_waiting_checks" ADD CONSTRAINT "case_law_waiting_checks_check_id_cite_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."cite_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_law_waiting_checks" ADD CONSTRAINT "case_law_waiting_checks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_law_waiting_checks_source_idx" ON "case_law_waiting_checks" USING btree ("source","waiting_since");