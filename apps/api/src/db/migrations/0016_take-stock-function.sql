-- Placing an order locks and takes its stock in one round trip (checkout's lockAndTakeStock): other
-- buyers of the same variants then wait for this call and the commit only. Rows are locked product
-- by product (by id), the listing row (product_stats, which the price rows' trigger rewrites when a
-- variant runs out) with its variants (by id), always in that order, so two orders never deadlock.
-- Units are taken with a conditional update, so stock never goes below zero. The lock is NO KEY
-- UPDATE, the one the update itself takes: the order's lines, inserted before, hold key-share locks on
-- the same rows through their foreign keys, which a FOR UPDATE would wait on (and deadlock with).
CREATE OR REPLACE FUNCTION shop_take_stock(ids integer[], counts integer[])
RETURNS TABLE (variant_id integer, quantity_before integer, taken boolean)
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM 1 FROM product_prices p JOIN product_stats s ON s.product_id = p.product_id
  WHERE p.id = ANY(ids)
  ORDER BY p.product_id, p.id
  FOR NO KEY UPDATE OF p, s;
  RETURN QUERY
    WITH w AS (SELECT * FROM unnest(ids, counts) AS u(id, n)),
    t AS (
      UPDATE product_prices p SET quantity = p.quantity - w.n
      FROM w
      WHERE p.id = w.id AND p.quantity >= w.n
      RETURNING p.id, p.quantity + w.n AS before)
    SELECT p.id, coalesce(t.before, p.quantity), t.id IS NOT NULL
    FROM product_prices p LEFT JOIN t ON t.id = p.id
    WHERE p.id = ANY(ids);
END
$$;
