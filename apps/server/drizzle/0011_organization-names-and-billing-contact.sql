ALTER TABLE "organizations" ADD COLUMN "name_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "billing_contact_user_id" uuid;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "billing_contact_email" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_billing_contact_user_id_users_id_fk" FOREIGN KEY ("billing_contact_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_one_billing_contact_check" CHECK ("organizations"."billing_contact_user_id" is null or "organizations"."billing_contact_email" is null);--> statement-breakpoint
UPDATE "organizations" AS o
SET "name" = coalesce(nullif(trim(u."firm_name"), ''), u."first_name" || '''s firm'),
  "name_given_at" = CASE WHEN nullif(trim(u."firm_name"), '') IS NULL THEN NULL ELSE now() END
FROM "memberships" AS m
JOIN "users" AS u ON u."id" = m."user_id"
WHERE m."organization_id" = o."id"
  AND m."application_role" = 'Admin'
  AND o."name" = u."first_name" || ' ' || u."last_name" || '''s organization';--> statement-breakpoint
CREATE FUNCTION "memberships_keep_an_admin"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "memberships" WHERE "organization_id" = OLD."organization_id")
    AND NOT EXISTS (
      SELECT 1 FROM "memberships" WHERE "organization_id" = OLD."organization_id" AND "application_role" = 'Admin'
    ) THEN
    RAISE EXCEPTION 'organization % would keep members without an Admin', OLD."organization_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'memberships_keep_an_admin';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "memberships_keep_an_admin"
AFTER UPDATE OF "organization_id" OR DELETE ON "memberships"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "memberships_keep_an_admin"();
