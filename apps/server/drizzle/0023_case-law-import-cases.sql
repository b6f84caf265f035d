-- A bulk import's opinion clusters joined once with their docket's court and given their opinion page, for the
-- citations to join (decision 078); emptied when the import finishes, like the other staging tables.
CREATE UNLOGGED TABLE "case_law_import_cases" (
	"id" bigint PRIMARY KEY NOT NULL,
	"case_name" text NOT NULL,
	"name_key" text NOT NULL,
	"court" text,
	"date_filed" text,
	"url" text NOT NULL
);
