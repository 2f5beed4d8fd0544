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
--> statement-breakpoint
-- The staff list's filters, each with the list's order (newest first, id breaking ties), so a page is
-- an index range read however many orders there are (keyset paging, docs/orders.md "Back office").
-- The migrator runs in one transaction, where CREATE INDEX CONCURRENTLY is not allowed: on a large
-- live table create these same indexes CONCURRENTLY beforehand (docs/performance.md) and this file
-- finds them and skips them.
CREATE INDEX IF NOT EXISTS "orders_created_id_idx" ON "orders" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_status_created_idx" ON "orders" ("status", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_payment_status_created_idx" ON "orders" ("payment_status", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_delivery_created_idx" ON "orders" ("delivery_method_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_total_id_idx" ON "orders" ("total", "id");
--> statement-breakpoint
-- The customer search (name, phone or e-mail, any part of them): a trigram index on the one text the
-- search matches, so `ilike '%…%'` is an index scan.
CREATE INDEX IF NOT EXISTS "orders_customer_trgm_idx" ON "orders" USING gin (
  (lower("name" || ' ' || "second_name" || ' ' || "phone" || ' ' || coalesce("email", ''))) gin_trgm_ops
);
