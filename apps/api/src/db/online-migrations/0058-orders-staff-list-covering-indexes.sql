-- The staff list's filter indexes carry what a filtered page needs to choose its rows: the total (the
-- other sort), the other states and the delivery method (issue 31, docs/performance.md "On a quiet
-- machine"). A page sorted by total whose filter the biggest orders do not pass reads its matches
-- first (staff-orders.repository.ts); from 0057's indexes that meant every match's row from the table
-- at random, 30,735 rows in 20,245 blocks for one month's failed card payments (0.3-1.2 s at a million
-- orders). With the columns in the index it is an index-only read of the matches, then 15 rows.
-- Each replaces a 0057 index of the same key, built first and then the old one dropped, both without
-- stopping writes; a state and a payment state together get an index of their own (none of 150,000
-- cancelled orders paid by card: 0.35 s reading one state's index whole).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_status_payment_created_idx" ON "orders" ("status", "payment_status", "created_at", "id") INCLUDE ("total", "delivery_method_id");
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_status_created_cover_idx" ON "orders" ("status", "created_at", "id") INCLUDE ("total", "payment_status", "delivery_method_id");
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "orders_status_created_idx";
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_payment_created_cover_idx" ON "orders" ("payment_status", "created_at", "id") INCLUDE ("total", "status", "delivery_method_id");
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "orders_payment_status_created_idx";
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_delivery_created_cover_idx" ON "orders" ("delivery_method_id", "created_at", "id") INCLUDE ("total", "status", "payment_status");
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "orders_delivery_created_idx";
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_created_cover_idx" ON "orders" ("created_at", "id") INCLUDE ("total", "status", "payment_status", "delivery_method_id");
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "orders_created_id_idx";
