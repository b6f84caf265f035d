-- CourtListener's old docket alerts report (webhook event 4) marks the follows whose alert it warns it will
-- disable (stale_since) or says it disabled (disabled_at); issue 23.
ALTER TABLE "courtlistener_docket_alerts" ADD COLUMN "stale_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courtlistener_docket_alerts" ADD COLUMN "disabled_at" timestamp with time zone;
