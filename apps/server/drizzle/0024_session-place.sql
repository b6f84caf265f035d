-- Issue 24: an approximate place (city, region, country) for a session's sign-in address, when a GeoLite2 database is configured.
ALTER TABLE "auth_sessions" ADD COLUMN "place" text;
