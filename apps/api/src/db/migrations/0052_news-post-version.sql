-- Blog posts edited in the back office (issue 29): a version that moves with every staff save, so two
-- editors of one post cannot overwrite each other (409, decisions 0021 and 0025). Existing posts start at 1.
ALTER TABLE "news_posts" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;
