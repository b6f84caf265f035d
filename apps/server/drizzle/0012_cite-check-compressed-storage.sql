-- Decision 064: a check's draft and report are kept gzip-compressed (written and read as base64 text), so the
-- embedded database, which runs on the server's thread, never moves megabytes for one check. Rows written before
-- keep their plain "text" and "report" and are read as they are.
ALTER TABLE "cite_checks" ADD COLUMN "text_gz" bytea;--> statement-breakpoint
ALTER TABLE "cite_checks" ADD COLUMN "report_gz" bytea;--> statement-breakpoint
-- Already compressed (as is a PDF): stored out of line without a second, futile compression.
ALTER TABLE "cite_checks" ALTER COLUMN "text_gz" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "cite_checks" ALTER COLUMN "report_gz" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "cite_checks" ALTER COLUMN "report_pdf" SET STORAGE EXTERNAL;
