-- A sent order notice is now deleted instead of marked sent: the outbox keeps only what is still to
-- send (or failed too often), so it needs no index but its primary key, and sending a letter writes
-- one heap record instead of a new row version with three index entries. The notices already sent go
-- first, or they would be taken for unsent once their mark is gone.
DELETE FROM "order_notices" WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
DROP INDEX "order_notices_due_idx";--> statement-breakpoint
DROP INDEX "order_notices_order_idx";--> statement-breakpoint
ALTER TABLE "order_notices" DROP COLUMN "sent_at";
