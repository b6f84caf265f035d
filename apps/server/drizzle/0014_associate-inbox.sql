CREATE TABLE "inbox_addresses" (
	"slug" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "inbox_addresses_slug_check" CHECK ("inbox_addresses"."slug" ~ '^[a-z0-9]([a-z0-9-]{0,46}[a-z0-9])?$')
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"transport" text NOT NULL,
	"recipient" text NOT NULL,
	"tag" text,
	"mail_from" text,
	"client_ip" text,
	"client_helo" text,
	"from_address" text,
	"subject" text,
	"sender_user_id" uuid,
	"status" text DEFAULT 'received' NOT NULL,
	"reason" text,
	"raw" bytea,
	"size" integer NOT NULL,
	"drafts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_sender_relaxed" boolean DEFAULT false NOT NULL,
	"reply_subject" text,
	"reply_text" text,
	"reply_html" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "inbox_messages_status_check" CHECK ("inbox_messages"."status" in ('received', 'processing', 'answered', 'refused', 'quarantined'))
);
--> statement-breakpoint
ALTER TABLE "inbox_addresses" ADD CONSTRAINT "inbox_addresses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_addresses_current_key" ON "inbox_addresses" USING btree ("organization_id") WHERE "inbox_addresses"."retired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_message_key" ON "inbox_messages" USING btree ("organization_id","message_id");--> statement-breakpoint
CREATE INDEX "inbox_messages_organization_received_idx" ON "inbox_messages" USING btree ("organization_id","received_at");--> statement-breakpoint
CREATE INDEX "inbox_messages_sender_received_idx" ON "inbox_messages" USING btree ("sender_user_id","received_at");--> statement-breakpoint
CREATE INDEX "inbox_messages_from_answered_idx" ON "inbox_messages" USING btree (lower("from_address"),"answered_at");
--> statement-breakpoint
CREATE TABLE "inbox_webhook_tokens" (
	"provider" text NOT NULL,
	"token" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_webhook_tokens_provider_token_pk" PRIMARY KEY("provider","token")
);
--> statement-breakpoint
CREATE INDEX "inbox_webhook_tokens_seen_idx" ON "inbox_webhook_tokens" USING btree ("seen_at");
