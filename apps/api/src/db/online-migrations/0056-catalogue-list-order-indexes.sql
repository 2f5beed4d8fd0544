-- The catalogue's orders as indexes of the listing rows (issue 31, docs/performance.md "At 100,000
-- products"): a list that is not a search reads its page as a range of the index in its order and
-- counts apart, instead of sorting every published product for each page. Every order puts what is
-- in stock first; each index is read backwards for the orders that run from the top (default and
-- bestsellers, newest, the dearest first, promotions first), and the cheapest first reads the
-- descending one backwards. Only the retail price (guests, regular buyers) has its indexes: the
-- other audiences sign in and sort among fewer. Listing rows change with the catalogue, not with
-- each order (stock moves leave them alone unless a variant runs out), so checkout pays nothing.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "product_stats_default_order_idx" ON "product_stats" ("in_stock", "sales_count", "product_id") WHERE "published";
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "product_stats_newest_order_idx" ON "product_stats" ("in_stock", "created_at", "product_id") WHERE "published";
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "product_stats_retail_order_idx" ON "product_stats" ("in_stock", "min_retail", "product_id") WHERE "published";
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "product_stats_retail_desc_order_idx" ON "product_stats" ("in_stock", "min_retail" DESC, "product_id" DESC) WHERE "published";
--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "product_stats_promotion_order_idx" ON "product_stats" ("in_stock", "has_promotion", "sales_count", "product_id") WHERE "published";
