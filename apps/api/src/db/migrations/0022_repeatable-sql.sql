-- The text last applied of each repeatable function file (apps/api/src/db/repeatable.ts): the migration
-- step re-creates a file's functions when its hash differs, so shop_place_order has one source.
CREATE TABLE "repeatable_sql" (
	"name" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
