-- Every order moves stock, and the price rows' statement trigger ran shop_refresh_product_stats even
-- when nothing it copies had changed (an empty list). That SQL function is planned afresh at each
-- call (its DELETE and INSERT … ON CONFLICT), which made up most of the database's work per order.
-- The trigger now calls it only when some product's listing copy really has to change.
CREATE OR REPLACE FUNCTION shop_product_prices_updated() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  changed integer[] := ARRAY(
    SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.product_id, n.retail_price, n.professional_price, n.distributor_price, n.client_price, n.old_retail_price, n.quantity > 0)
      IS DISTINCT FROM (o.product_id, o.retail_price, o.professional_price, o.distributor_price, o.client_price, o.old_retail_price, o.quantity > 0)
    UNION
    SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.product_id IS DISTINCT FROM o.product_id);
BEGIN
  IF cardinality(changed) > 0 THEN
    PERFORM shop_refresh_product_stats(changed);
  END IF;
  RETURN NULL;
END
$$;
