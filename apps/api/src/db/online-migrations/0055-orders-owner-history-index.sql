-- A customer's order history (GET /v1/orders, issues 29 and 31): one owner's orders of one stage,
-- newest first, and how many there are. The index holds the list's whole order (placing time, id
-- breaking ties), so a page is a range read from the cursor (keyset, `after`) without sorting, and the
-- order's state in its leaf (INCLUDE), so counting a stage of a history of thousands is an index-only
-- scan instead of a heap page per order. It takes over orders_owner_idx (owner_key, created_at), whose
-- queries it serves as well. Built CONCURRENTLY (docs/decisions/0024): buyers keep placing orders while
-- a large shop upgrades. Declared here only (drizzle's schema has no INCLUDE), as the trigram index is.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_owner_history_idx" ON "orders" ("owner_key", "created_at", "id") INCLUDE ("status");
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "orders_owner_idx";
