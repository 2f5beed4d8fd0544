-- product_stats now also copies the product columns lists filter and sort by, so the refresh reads
-- products too, and a change to those columns refreshes the copy.
CREATE OR REPLACE FUNCTION shop_refresh_product_stats(ids integer[]) RETURNS void
LANGUAGE sql
AS $$
  DELETE FROM product_stats s
  WHERE s.product_id = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM product_prices pp WHERE pp.product_id = s.product_id);
  INSERT INTO product_stats AS s (product_id, min_retail, min_professional, min_distributor, min_client, in_stock,
    has_promotion, variants, brand_id, series_id, published, is_new, sales_count, created_at)
  SELECT p.id, v.min_retail, v.min_professional, v.min_distributor, v.min_client, v.in_stock, v.has_promotion, v.variants,
         p.brand_id, p.series_id, p.published, p.is_new, p.sales_count, p.created_at
  FROM products p
  JOIN (
    SELECT pp.product_id, min(pp.retail_price) AS min_retail, min(pp.professional_price) AS min_professional,
           min(pp.distributor_price) AS min_distributor, min(pp.client_price) AS min_client,
           bool_or(pp.quantity > 0) AS in_stock, bool_or(coalesce(pp.old_retail_price, 0) > pp.retail_price) AS has_promotion,
           count(*)::int AS variants
    FROM product_prices pp
    WHERE pp.product_id = ANY(ids)
    GROUP BY pp.product_id
  ) v ON v.product_id = p.id
  ON CONFLICT (product_id) DO UPDATE SET
    min_retail = excluded.min_retail,
    min_professional = excluded.min_professional,
    min_distributor = excluded.min_distributor,
    min_client = excluded.min_client,
    in_stock = excluded.in_stock,
    has_promotion = excluded.has_promotion,
    variants = excluded.variants,
    brand_id = excluded.brand_id,
    series_id = excluded.series_id,
    published = excluded.published,
    is_new = excluded.is_new,
    sales_count = excluded.sales_count,
    created_at = excluded.created_at;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_products_updated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- Only rows whose listed columns changed: a description edit costs nothing here.
  PERFORM shop_refresh_product_stats(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.brand_id, n.series_id, n.published, n.is_new, n.sales_count, n.created_at)
      IS DISTINCT FROM (o.brand_id, o.series_id, o.published, o.is_new, o.sales_count, o.created_at)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_stats_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_products_updated();
--> statement-breakpoint
SELECT shop_refresh_product_stats(ARRAY(SELECT id FROM products));
