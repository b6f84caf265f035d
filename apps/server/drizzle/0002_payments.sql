CREATE TABLE "checkout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"app_id" integer NOT NULL,
	"pricing_strategy_id" text NOT NULL,
	"pricing_tier" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"subscription_id" uuid,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"token_hash" text,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_sessions_status_check" CHECK ("checkout_sessions"."status" in ('open', 'complete'))
);
--> statement-breakpoint
CREATE TABLE "pricing_strategies" (
	"pricing_strategy_id" text PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"strategy_type" text NOT NULL,
	"stripe_lookup" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_tiers" (
	"pricing_strategy_id" text NOT NULL,
	"tier" text NOT NULL,
	"position" integer NOT NULL,
	"cost_per_user_cents" integer NOT NULL,
	"features" jsonb NOT NULL,
	CONSTRAINT "pricing_tiers_pricing_strategy_id_tier_pk" PRIMARY KEY("pricing_strategy_id","tier"),
	CONSTRAINT "pricing_tiers_cost_check" CHECK ("pricing_tiers"."cost_per_user_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "processed_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"icon" text NOT NULL,
	"accent_color" text NOT NULL,
	"link" text,
	"coming_soon" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"app_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"pricing_strategy_id" text NOT NULL,
	"pricing_tier" text NOT NULL,
	"amount_charged_cents" integer NOT NULL,
	"status" text NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'past_due', 'unpaid', 'canceled')),
	CONSTRAINT "subscriptions_provider_check" CHECK ("subscriptions"."provider" in ('builtin', 'stripe'))
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_app_id_products_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."products"("app_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_pricing_strategy_id_pricing_strategies_pricing_strategy_id_fk" FOREIGN KEY ("pricing_strategy_id") REFERENCES "public"."pricing_strategies"("pricing_strategy_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_strategies" ADD CONSTRAINT "pricing_strategies_app_id_products_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."products"("app_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_tiers" ADD CONSTRAINT "pricing_tiers_pricing_strategy_id_pricing_strategies_pricing_strategy_id_fk" FOREIGN KEY ("pricing_strategy_id") REFERENCES "public"."pricing_strategies"("pricing_strategy_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_app_id_products_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."products"("app_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_pricing_strategy_id_pricing_strategies_pricing_strategy_id_fk" FOREIGN KEY ("pricing_strategy_id") REFERENCES "public"."pricing_strategies"("pricing_strategy_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_token_hash_key" ON "checkout_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_provider_session_key" ON "checkout_sessions" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_user_idx" ON "checkout_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_strategies_app_key" ON "pricing_strategies" USING btree ("app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_strategies_stripe_lookup_key" ON "pricing_strategies" USING btree ("stripe_lookup");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_org_app_key" ON "subscriptions" USING btree ("organization_id","app_id") WHERE "subscriptions"."status" <> 'canceled';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_subscription_key" ON "subscriptions" USING btree ("provider","provider_subscription_id");