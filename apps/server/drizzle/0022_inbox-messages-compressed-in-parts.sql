-- Decision 080: a received message is kept gzip-compressed and cut in parts of at most 256 KB, written one statement
-- a part, so the embedded database (on the server's thread) never moves a whole 25 MB message in one statement. Rows
-- written before keep their plain "inbox_messages"."raw" and are read as they are.
CREATE TABLE "inbox_message_parts" (
	"inbox_message_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"bytes" bytea NOT NULL,
	CONSTRAINT "inbox_message_parts_inbox_message_id_part_pk" PRIMARY KEY("inbox_message_id","part")
);
--> statement-breakpoint
-- Already compressed: stored out of line without a second, futile compression.
ALTER TABLE "inbox_message_parts" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "inbox_message_parts" ADD CONSTRAINT "inbox_message_parts_inbox_message_id_inbox_messages_id_fk" FOREIGN KEY ("inbox_message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE cascade ON UPDATE no action;
