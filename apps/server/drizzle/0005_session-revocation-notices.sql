-- Servers cache the sessions they have found live (features/auth/live-session-cache.ts). Whatever ends a session
-- or changes who it speaks for (update, delete, truncate) tells every server through NOTIFY, which PostgreSQL
-- delivers at commit. A refresh token replaced by rotation leaves its session live, so it says nothing.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('paralex_session_change', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_revoked" AFTER UPDATE ON "refresh_tokens" FOR EACH ROW
  WHEN (
    (NEW."revoked_at" IS NOT NULL AND OLD."revoked_at" IS NULL AND NEW."replaced_by" IS NULL)
    OR NEW."expires_at" < OLD."expires_at"
    OR NEW."user_id" <> OLD."user_id"
    OR NEW."family_id" <> OLD."family_id"
  )
  EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_deleted" AFTER DELETE ON "refresh_tokens" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "users_email_changed" AFTER UPDATE OF "email" ON "users" FOR EACH ROW
  WHEN (NEW."email" IS DISTINCT FROM OLD."email")
  EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "users_deleted" AFTER DELETE ON "users" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_truncated" AFTER TRUNCATE ON "refresh_tokens" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT
  EXECUTE FUNCTION "notify_session_change"();
