-- Blog comments are published at once (decision 0014), and staff look at each one afterwards (issue 29,
-- the back office's moderation screen): a comment nobody has looked at yet has no moderated_at.
ALTER TABLE "news_comments" ADD COLUMN IF NOT EXISTS "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_comments" ADD COLUMN IF NOT EXISTS "moderated_by" integer;--> statement-breakpoint
-- Comments written before this change count as seen: the queue starts with what is written from now on.
UPDATE "news_comments" SET "moderated_at" = "created_at" WHERE "moderated_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_comments_waiting_idx" ON "news_comments" USING btree ("created_at") WHERE "moderated_at" is null;
