-- The listing copy (product_stats) gains the volumes of a product's variants, so lists filter and count
-- by volume without reading the variants, and its lowest prices now count only the volumes in stock:
-- a card's "от N грн" is a price the shopper can buy at. With nothing in stock the price is the first
-- variant's, in the shop's order (sort, size, id), the one the product page shows.
-- A volume is the variant's Russian label trimmed, in lower case, with a decimal point for a comma
-- ("50 мл", "2.5 мл"): one value in a comma-separated URL list. The Ukrainian label is shown from the
-- variants (facets.repository.ts).
CREATE OR REPLACE FUNCTION shop_volume_key(label text) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$ SELECT replace(lower(btrim(label)), ',', '.') $$;
--> statement-breakpoint
ALTER TABLE "product_stats" ADD COLUMN "volumes" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
CREATE INDEX "product_stats_volumes_idx" ON "product_stats" USING gin ("volumes");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_refresh_product_stats(ids integer[]) RETURNS void
LANGUAGE sql
AS $$
  DELETE FROM product_stats s
  WHERE s.product_id = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM product_prices pp WHERE pp.product_id = s.product_id);
  INSERT INTO product_stats AS s (product_id, min_retail, min_professional, min_distributor, min_client, in_stock,
    has_promotion, variants, volumes, brand_id, series_id, published, is_new, sales_count, created_at)
  SELECT p.id,
         coalesce(v.stock_retail, v.first_retail), coalesce(v.stock_professional, v.first_professional),
         coalesce(v.stock_distributor, v.first_distributor), coalesce(v.stock_client, v.first_client),
         v.in_stock, v.has_promotion, v.variants, coalesce(v.volumes, '{}'::text[]),
         p.brand_id, p.series_id, p.published, p.is_new, p.sales_count, p.created_at
  FROM products p
  JOIN (
    SELECT pp.product_id,
           min(pp.retail_price) FILTER (WHERE pp.quantity > 0) AS stock_retail,
           min(pp.professional_price) FILTER (WHERE pp.quantity > 0) AS stock_professional,
           min(pp.distributor_price) FILTER (WHERE pp.quantity > 0) AS stock_distributor,
           min(pp.client_price) FILTER (WHERE pp.quantity > 0) AS stock_client,
           (array_agg(pp.retail_price ORDER BY pp.sort, pp.size, pp.id))[1] AS first_retail,
           (array_agg(pp.professional_price ORDER BY pp.sort, pp.size, pp.id))[1] AS first_professional,
           (array_agg(pp.distributor_price ORDER BY pp.sort, pp.size, pp.id))[1] AS first_distributor,
           (array_agg(pp.client_price ORDER BY pp.sort, pp.size, pp.id))[1] AS first_client,
           bool_or(pp.quantity > 0) AS in_stock, bool_or(coalesce(pp.old_retail_price, 0) > pp.retail_price) AS has_promotion,
           count(*)::int AS variants,
           array_agg(DISTINCT shop_volume_key(pp.value_ru)) FILTER (WHERE btrim(pp.value_ru) <> '') AS volumes
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
    volumes = excluded.volumes,
    brand_id = excluded.brand_id,
    series_id = excluded.series_id,
    published = excluded.published,
    is_new = excluded.is_new,
    sales_count = excluded.sales_count,
    created_at = excluded.created_at;
$$;
--> statement-breakpoint
-- A variant crossing zero now changes the lowest prices too (already a reason to refresh); a new
-- volume label or a new place in the shop's order changes the copy as well.
CREATE OR REPLACE FUNCTION shop_product_prices_updated() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  changed integer[] := ARRAY(
    SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.product_id, n.retail_price, n.professional_price, n.distributor_price, n.client_price, n.old_retail_price, n.quantity > 0,
           n.value_ru, n.sort, n.size)
      IS DISTINCT FROM (o.product_id, o.retail_price, o.professional_price, o.distributor_price, o.client_price, o.old_retail_price, o.quantity > 0,
           o.value_ru, o.sort, o.size)
    UNION
    SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.product_id IS DISTINCT FROM o.product_id);
BEGIN
  IF cardinality(changed) > 0 THEN
    PERFORM shop_refresh_product_stats(changed);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
SELECT shop_refresh_product_stats(ARRAY(SELECT id FROM products));
