ALTER TABLE "product_feedbacks" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_feedbacks" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
CREATE INDEX "product_feedbacks_waiting_idx" ON "product_feedbacks" USING btree ("created_at") WHERE "product_feedbacks"."moderated_at" is null;--> statement-breakpoint
-- Entries published before moderation existed are not waiting for anyone.
UPDATE "product_feedbacks" SET "moderated_at" = "created_at" WHERE "approved";
