-- The back office's orders list (issue 29, docs/decisions/0021), first created inside transactional
-- migration 0047 and now built CONCURRENTLY (docs/decisions/0024): buyers keep placing orders while a
-- large shop upgrades. Each filter carries the list's order (newest first, id breaking ties), so a page
-- is an index range read however many orders there are (docs/orders.md "Back office"). A database that
-- ran the old 0047 already has them: IF NOT EXISTS skips each.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_created_id_idx" ON "orders" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_status_created_idx" ON "orders" ("status", "created_at", "id");
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_payment_status_created_idx" ON "orders" ("payment_status", "created_at", "id");
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_delivery_created_idx" ON "orders" ("delivery_method_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_total_id_idx" ON "orders" ("total", "id");
--> statement-breakpoint
-- The customer search (name, phone or e-mail, any part of them): a trigram index on the one text the
-- search matches, so `ilike '%…%'` is an index scan.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_customer_trgm_idx" ON "orders" USING gin (
  (lower("name" || ' ' || "second_name" || ' ' || "phone" || ' ' || coalesce("email", ''))) gin_trgm_ops
);
