ALTER TABLE "demo_requests" ADD COLUMN "country" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
-- Requests before countries were United States ones: write their phone numbers in E.164 where the digits say so plainly.
UPDATE "demo_requests" SET "phone_number" = CASE
	WHEN "phone_number" LIKE '+%' THEN '+' || regexp_replace("phone_number", '\D', '', 'g')
	WHEN length(regexp_replace("phone_number", '\D', '', 'g')) = 10 THEN '+1' || regexp_replace("phone_number", '\D', '', 'g')
	ELSE '+' || regexp_replace("phone_number", '\D', '', 'g')
END
WHERE "phone_number" !~ '^\+[1-9][0-9]{7,14}$'
	AND (
		("phone_number" LIKE '+%' AND regexp_replace("phone_number", '\D', '', 'g') ~ '^[1-9][0-9]{7,14}$')
		OR regexp_replace("phone_number", '\D', '', 'g') ~ '^([2-9][0-9]{9}|1[2-9][0-9]{9})$'
	);
