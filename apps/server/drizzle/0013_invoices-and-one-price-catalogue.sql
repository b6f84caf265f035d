-- One price catalogue (decision 066): the plan pages' monthly plans are bundles of one tier across the four
-- practice areas, so Professional sums to $499 and Enterprise to $999 a seat (packages/shared/src/products.ts).
UPDATE "pricing_tiers" SET "cost_per_user_cents" = 13900 WHERE "pricing_strategy_id" = 'ps_bankruptcy' AND "tier" = 'Professional';--> statement-breakpoint
UPDATE "pricing_tiers" SET "cost_per_user_cents" = 27900 WHERE "pricing_strategy_id" = 'ps_bankruptcy' AND "tier" = 'Enterprise';--> statement-breakpoint
UPDATE "pricing_tiers" SET "cost_per_user_cents" = 13200 WHERE "pricing_strategy_id" = 'ps_startups' AND "tier" = 'Professional';--> statement-breakpoint
UPDATE "pricing_tiers" SET "cost_per_user_cents" = 27200 WHERE "pricing_strategy_id" = 'ps_startups' AND "tier" = 'Enterprise';--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "invoices_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" uuid NOT NULL,
	"subscription_id" uuid,
	"app_id" integer NOT NULL,
	"pricing_tier" text NOT NULL,
	"seats" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"provider" text NOT NULL,
	"provider_invoice_id" text,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('first_payment', 'renewal')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('paid', 'failed')),
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_app_id_products_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."products"("app_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_organization_idx" ON "invoices" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_provider_invoice_key" ON "invoices" USING btree ("provider","provider_invoice_id");
