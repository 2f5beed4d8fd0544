-- product_stats follows product_prices whoever writes the variants (seed, admin, checkout stock
-- changes): statement-level triggers recompute the touched products once per statement.
CREATE OR REPLACE FUNCTION shop_refresh_product_stats(ids integer[]) RETURNS void
LANGUAGE sql
AS $$
  DELETE FROM product_stats s
  WHERE s.product_id = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM product_prices pp WHERE pp.product_id = s.product_id);
  INSERT INTO product_stats AS s (product_id, min_retail, min_professional, min_distributor, min_client, in_stock, has_promotion, variants)
  SELECT pp.product_id, min(pp.retail_price), min(pp.professional_price), min(pp.distributor_price), min(pp.client_price),
         bool_or(pp.quantity > 0), bool_or(coalesce(pp.old_retail_price, 0) > pp.retail_price), count(*)::int
  FROM product_prices pp
  WHERE pp.product_id = ANY(ids)
  GROUP BY pp.product_id
  ON CONFLICT (product_id) DO UPDATE SET
    min_retail = excluded.min_retail,
    min_professional = excluded.min_professional,
    min_distributor = excluded.min_distributor,
    min_client = excluded.min_client,
    in_stock = excluded.in_stock,
    has_promotion = excluded.has_promotion,
    variants = excluded.variants;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_product_prices_inserted() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM shop_refresh_product_stats(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_product_prices_updated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM shop_refresh_product_stats(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_product_prices_deleted() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM shop_refresh_product_stats(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_prices_stats_insert AFTER INSERT ON product_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_prices_inserted();
--> statement-breakpoint
CREATE TRIGGER product_prices_stats_update AFTER UPDATE ON product_prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_prices_updated();
--> statement-breakpoint
CREATE TRIGGER product_prices_stats_delete AFTER DELETE ON product_prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_prices_deleted();
--> statement-breakpoint
SELECT shop_refresh_product_stats(ARRAY(SELECT id FROM products));
--> statement-breakpoint
-- Typo-tolerant search: LIKE '%…%' and the word-similarity operator <% both use these.
CREATE INDEX product_search_text_trgm_idx ON product_search USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX news_posts_search_trgm_idx ON news_posts USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
-- Lists filter published products and order by these columns.
CREATE INDEX products_published_new_idx ON products (created_at DESC) WHERE published AND is_new;
