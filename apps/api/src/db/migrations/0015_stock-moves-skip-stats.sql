-- Stock moves at every order. The listing copy (product_stats) only knows whether a product is in
-- stock, so a price row's update refreshes it only when something it copies changed: a price, the
-- product it belongs to, or the variant crossing zero. Placing an order no longer rewrites the
-- product's stats row (and its indexes) unless it sells the last unit.
CREATE OR REPLACE FUNCTION shop_product_prices_updated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM shop_refresh_product_stats(ARRAY(
    SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.product_id, n.retail_price, n.professional_price, n.distributor_price, n.client_price, n.old_retail_price, n.quantity > 0)
      IS DISTINCT FROM (o.product_id, o.retail_price, o.professional_price, o.distributor_price, o.client_price, o.old_retail_price, o.quantity > 0)
    UNION
    SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.product_id IS DISTINCT FROM o.product_id));
  RETURN NULL;
END
$$;
