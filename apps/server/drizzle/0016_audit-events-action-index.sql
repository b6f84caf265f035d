CREATE INDEX IF NOT EXISTS "audit_events_action_created_idx" ON "audit_events" USING btree ("action","created_at");
