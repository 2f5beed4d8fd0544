-- The staff list filtered by a state and a payment state together (issue 31, docs/performance.md "A
-- million orders"): with an index for each alone, PostgreSQL read one of them whole and checked the
-- other state row by row; cancelled orders paid by card are none of 150,000 cancelled ones, which took
-- 0.35 s at a million orders. Both states and the list's order in one index make it a range read.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_status_payment_created_idx" ON "orders" ("status", "payment_status", "created_at", "id");
