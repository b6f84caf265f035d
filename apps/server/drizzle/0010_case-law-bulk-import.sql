CREATE UNLOGGED TABLE "case_law_import_clusters" (
	"id" bigint PRIMARY KEY NOT NULL,
	"case_name" text NOT NULL,
	"name_key" text NOT NULL,
	"date_filed" text,
	"slug" text,
	"docket_id" bigint
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "case_law_import_courts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "case_law_import_dockets" (
	"id" bigint PRIMARY KEY NOT NULL,
	"court_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_law_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"fingerprint" text NOT NULL,
	"stage" text NOT NULL,
	"stage_rows" bigint DEFAULT 0 NOT NULL,
	"rows" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "case_law_source_requests" (
	"source" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "case_law_source_requests_source_minute_organization_id_pk" PRIMARY KEY("source","minute","organization_id")
);
--> statement-breakpoint
ALTER TABLE "case_law" ADD COLUMN "name_key" text;--> statement-breakpoint
UPDATE "case_law" SET "name_key" = regexp_replace(trim(regexp_replace(lower("case_name"), '[^a-z0-9]+', ' ', 'g')), '(^| )(vs|versus)( |$)', '\1v\3', 'g') WHERE "case_name" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "case_law_source_requests" ADD CONSTRAINT "case_law_source_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_law_imports_finished_idx" ON "case_law_imports" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "case_law_name_key_idx" ON "case_law" USING btree ("name_key") WHERE "case_law"."name_key" is not null;