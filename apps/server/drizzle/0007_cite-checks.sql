CREATE TABLE "case_law" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"volume" integer NOT NULL,
	"reporter" text NOT NULL,
	"page" integer NOT NULL,
	"is_found" boolean NOT NULL,
	"case_name" text,
	"court" text,
	"date_filed" text,
	"url" text,
	"source" text NOT NULL,
	"looked_up_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_law_source_budgets" (
	"source" text PRIMARY KEY NOT NULL,
	"next_allowed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cite_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"source_name" text,
	"text" text,
	"found" integer DEFAULT 0 NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"report" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "cite_checks_status_check" CHECK ("cite_checks"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "cite_checks" ADD CONSTRAINT "cite_checks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cite_checks" ADD CONSTRAINT "cite_checks_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_law_citation_case_key" ON "case_law" USING btree ("volume","reporter","page",coalesce("url", ''),coalesce("case_name", ''));--> statement-breakpoint
CREATE INDEX "case_law_citation_idx" ON "case_law" USING btree ("volume","reporter","page");--> statement-breakpoint
CREATE INDEX "cite_checks_author_created_idx" ON "cite_checks" USING btree ("author_user_id","created_at");--> statement-breakpoint
CREATE INDEX "cite_checks_organization_idx" ON "cite_checks" USING btree ("organization_id");