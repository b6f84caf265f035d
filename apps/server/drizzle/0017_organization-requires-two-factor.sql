-- Issue 24: an Admin can require two-factor sign-in for the organization's members.
ALTER TABLE "organizations" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;
