-- Issue 24: Google and Apple sign-in (decision 076). Accounts linked to a provider's subject, the short-lived state
-- of each authorization-code flow (bound to the browser that started it), and the proofs an existing account owes
-- before a provider is linked to it.
CREATE TABLE "linked_sign_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "linked_sign_ins_provider_check" CHECK ("linked_sign_ins"."provider" in ('google', 'apple'))
);
--> statement-breakpoint
CREATE TABLE "oidc_sign_in_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"browser_key_hash" text NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"identity" jsonb,
	"ticket_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oidc_sign_in_flows_provider_check" CHECK ("oidc_sign_in_flows"."provider" in ('google', 'apple'))
);
--> statement-breakpoint
CREATE TABLE "linked_sign_in_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"email_token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "linked_sign_in_proofs_provider_check" CHECK ("linked_sign_in_proofs"."provider" in ('google', 'apple'))
);
--> statement-breakpoint
ALTER TABLE "linked_sign_ins" ADD CONSTRAINT "linked_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_sign_in_proofs" ADD CONSTRAINT "linked_sign_in_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "linked_sign_ins_provider_subject_key" ON "linked_sign_ins" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "linked_sign_ins_user_provider_key" ON "linked_sign_ins" USING btree ("user_id","provider");--> statement-breakpoint
CREATE INDEX "oidc_sign_in_flows_browser_idx" ON "oidc_sign_in_flows" USING btree ("browser_key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_sign_in_flows_ticket_key" ON "oidc_sign_in_flows" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "oidc_sign_in_flows_expires_idx" ON "oidc_sign_in_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "linked_sign_in_proofs_token_key" ON "linked_sign_in_proofs" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "linked_sign_in_proofs_email_token_key" ON "linked_sign_in_proofs" USING btree ("email_token_hash");--> statement-breakpoint
CREATE INDEX "linked_sign_in_proofs_user_idx" ON "linked_sign_in_proofs" USING btree ("user_id");
