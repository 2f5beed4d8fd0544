-- The back office's orders (issue 29, docs/decisions/0021).
-- Every staff change of an order sends the version it was shown; a change made from an older version
-- than the row's is refused with 409 instead of overwriting a colleague's move. A constant default
-- adds the column without rewriting the table (PostgreSQL 11+).
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- Internal notes on an order: staff only, never shown to the shopper.
CREATE TABLE IF NOT EXISTS "order_notes" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "author_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "text" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_notes_order_idx" ON "order_notes" ("order_id", "created_at");
-- The staff list's indexes on orders were first created here, inside the migrator's one transaction,
-- which on a large live table held a lock on orders for as long as the builds took. They are now built
-- CONCURRENTLY by online-migrations/0057-orders-staff-list-indexes.sql (docs/decisions/0024). A database
-- that already ran this file has them and the online file skips them; drizzle does not re-run or
-- re-check an applied file, so this change only affects databases that have not reached 0047 yet.
