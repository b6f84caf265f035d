-- CourtListener's ids for the bankruptcy courts of Arizona and Nebraska are "arb" and "nebraskab", not the PACER
-- codes "azb" and "neb" that cases were stored under (decision 072, addendum of 2026-11-27).
UPDATE "cases" SET "court_id" = 'arb' WHERE "court_id" = 'azb';--> statement-breakpoint
UPDATE "cases" SET "court_id" = 'nebraskab' WHERE "court_id" = 'neb';
