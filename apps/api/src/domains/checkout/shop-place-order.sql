-- The one definition of shop_place_order. It is a "repeatable" file (apps/api/src/db/repeatable.ts):
-- after the versioned migrations, the migration step re-creates the function whenever this text differs
-- from what the database last applied, so a change to placing an order is a diff of this file alone.
--
-- Places an order in one call (checkout's placeOrder, docs/api/checkout.md): the API has checked and
-- priced everything first and passes the rows to write as JSON, so the whole transaction is one round
-- trip and no row lock is held while the API's event loop is busy elsewhere. The rows only this order
-- owns are written first and the rows every order shares (the variants' stock) are locked last, so
-- the time other buyers of the same products wait is the stock update and the commit, not the order's
-- inserts and their index entries (docs/performance.md, "Buying path"). In this order:
--   1. the order row, unique per owner and Idempotency-Key: a key already used (a double click whose
--      twin placed it; a twin still running is waited for) answers {result: replay, order_id,
--      request_hash} and writes nothing;
--   2. its lines, its first history row and the 'placed' notice for the letter and SMS (order_notices);
--   3. lock the variants' rows in one global order (product by product, variant by variant), then the
--      listing rows (product_stats) of the products whose stock this order takes to zero, the only
--      ones the stock trigger rewrites, then the seminars, then the buyer's account: every order takes
--      its locks in that one order, so two orders never deadlock;
--   4. a bought line or sample whose stock is short, a seminar whose seats are short, or bonuses spent
--      meanwhile raise an error that rolls back everything above: SQLSTATE SHP01 with the stock as
--      JSON in its detail ([{id, quantity}]), SHP02 with the seats left ([{id, left}]), SHP03;
--      order-placement.repository.ts turns them into {result: short | seats_short | bonuses_changed};
--   5. take the stock (conditional updates, so it never goes below zero), the seats, each gift only
--      while units are left after the bought lines (a gift the shelf cannot give is dropped and its
--      line removed, not refused), the bonuses, and the delivery address for the account's list;
--      then {result: placed, order_id, number (the public one), dropped_gifts}.
-- Input: o = {order: {orders columns}, lines: [{order_lines columns}], bonuses: whole grn, address:
-- {address, guid, town} | null, seats: [{id: seminar, n: tickets}]}, and the units to take per variant as arrays (bought lines and samples,
-- gifts); every statement names the variants with `= ANY(...)`, so each reads its rows by primary key.
CREATE OR REPLACE FUNCTION shop_place_order(o jsonb, take_ids integer[], take_counts integer[], gift_ids integer[], gift_counts integer[])
RETURNS jsonb
LANGUAGE plpgsql
-- Its statements are the same at every call: one cached plan each, instead of planning them anew
-- for every order (which cost more than running them).
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  buyer integer := (o->'order'->>'user_id')::integer;
  bonuses integer := coalesce((o->>'bonuses')::integer, 0);
  ids integer[] := take_ids || gift_ids;
  stock jsonb;
  short boolean;
  emptied integer[];
  new_id integer;
  new_number text;
  earlier record;
  dropped integer[] := '{}';
  seat_lines jsonb := coalesce(o->'seats', '[]');
BEGIN
  -- The order's public number comes from the column's default (shop_order_number()); in the rare case
  -- that it repeats another order's, the row is not written (DO NOTHING names no constraint) and is
  -- tried again with a new number. A key already used is a retry: its order is answered.
  LOOP
  INSERT INTO orders (user_id, owner_key, idempotency_key, request_hash, quick_order, status, payment_method, payment_status,
    price_audience, name, second_name, phone, email, comment, no_call, lang, delivery_method_id, city_ref, city_name,
    warehouse_ref, warehouse_name, address, goods_total, discount_total, bonuses_spent, delivery_price, total, payment_deadline)
  SELECT r.user_id, r.owner_key, r.idempotency_key, r.request_hash, r.quick_order, r.status, r.payment_method, r.payment_status,
    r.price_audience, r.name, r.second_name, r.phone, r.email, r.comment, r.no_call, r.lang, r.delivery_method_id, r.city_ref, r.city_name,
    r.warehouse_ref, r.warehouse_name, r.address, r.goods_total, r.discount_total, r.bonuses_spent, r.delivery_price, r.total, r.payment_deadline
  FROM jsonb_populate_record(NULL::orders, o->'order') r
  ON CONFLICT DO NOTHING
  RETURNING id, number INTO new_id, new_number;
  EXIT WHEN new_id IS NOT NULL;
  SELECT e.id, e.request_hash INTO earlier FROM orders e
  WHERE e.owner_key = o->'order'->>'owner_key' AND e.idempotency_key = o->'order'->>'idempotency_key';
  IF FOUND THEN
    RETURN jsonb_build_object('result', 'replay', 'order_id', earlier.id, 'request_hash', earlier.request_hash);
  END IF;
  END LOOP;

  -- Every line, gifts included: a gift the shelf cannot give is removed below, which is rare.
  INSERT INTO order_lines (order_id, product_id, product_price_id, type, title_ru, title_uk, value_ru, value_uk, article, count,
    unit_price, old_unit_price, total, seminar_id, course_id)
  SELECT new_id, l.product_id, l.product_price_id, l.type, l.title_ru, l.title_uk, l.value_ru, l.value_uk, l.article, l.count,
    l.unit_price, l.old_unit_price, l.total, l.seminar_id, l.course_id
  FROM jsonb_populate_recordset(NULL::order_lines, o->'lines') l;

  INSERT INTO order_events (order_id, event, from_status, to_status, from_payment_status, to_payment_status, actor)
  VALUES (new_id, 'placed', NULL, o->'order'->>'status', NULL, o->'order'->>'payment_status', o->'order'->>'owner_key');

  INSERT INTO order_notices (order_id, kind) VALUES (new_id, 'placed');

  -- The variants, locked in the global order, with what is on the shelf once the lock is held: short
  -- when a bought line or sample asks for more; `emptied`, the products whose listing row the stock
  -- trigger may rewrite (a variant this order can take to zero), locked next in product order.
  WITH locked AS MATERIALIZED (
    SELECT p.id, p.product_id, p.quantity FROM product_prices p
    WHERE p.id = ANY(ids)
    ORDER BY p.product_id, p.id
    FOR NO KEY UPDATE)
  SELECT coalesce(jsonb_agg(jsonb_build_object('id', l.id, 'quantity', l.quantity)), '[]'),
    count(t.id) FILTER (WHERE l.quantity >= t.n) < cardinality(take_ids),
    array_agg(DISTINCT l.product_id) FILTER (WHERE l.quantity > 0 AND l.quantity <= coalesce(t.n, 0) + coalesce(g.n, 0))
  INTO stock, short, emptied
  FROM locked l
  LEFT JOIN unnest(take_ids, take_counts) AS t(id, n) ON t.id = l.id
  LEFT JOIN unnest(gift_ids, gift_counts) AS g(id, n) ON g.id = l.id;
  IF short THEN
    RAISE EXCEPTION 'shop_place_order: stock short' USING ERRCODE = 'SHP01', DETAIL = stock::text;
  END IF;
  IF emptied IS NOT NULL THEN
    PERFORM 1 FROM product_stats s WHERE s.product_id = ANY(emptied) ORDER BY s.product_id FOR NO KEY UPDATE;
  END IF;

  -- Seminar tickets (issue 30, docs/decisions/0017): the seminars' rows are locked after the variants',
  -- in id order; every seminar must be paid, not over and have the seats, or nothing is written and
  -- the seats left are answered.
  IF jsonb_array_length(seat_lines) > 0 THEN
    PERFORM 1 FROM seminars s WHERE s.id IN (SELECT t.id FROM jsonb_to_recordset(seat_lines) AS t(id integer, n integer))
    ORDER BY s.id FOR NO KEY UPDATE;
    IF EXISTS (SELECT 1 FROM jsonb_to_recordset(seat_lines) AS t(id integer, n integer) LEFT JOIN seminars s ON s.id = t.id
               WHERE s.id IS NULL OR s.price = 0 OR s.ends_at <= now() OR s.seats - s.seats_taken < t.n) THEN
      RAISE EXCEPTION 'shop_place_order: seats short' USING ERRCODE = 'SHP02', DETAIL = (
        SELECT jsonb_agg(jsonb_build_object('id', t.id, 'left', coalesce(greatest(s.seats - s.seats_taken, 0), 0)))
        FROM jsonb_to_recordset(seat_lines) AS t(id integer, n integer) LEFT JOIN seminars s ON s.id = t.id)::text;
    END IF;
  END IF;

  -- The buyer's account row is locked last (FOR NO KEY UPDATE: the order row's foreign key holds a
  -- key-share lock on it, which this must not wait for), before its bonuses or address book change.
  IF buyer IS NOT NULL AND (bonuses > 0 OR jsonb_typeof(o->'address') = 'object') THEN
    PERFORM 1 FROM users u WHERE u.id = buyer FOR NO KEY UPDATE;
  END IF;
  -- Nested, not one condition: a condition with a subquery goes through the executor at every call,
  -- bonuses or not, while `bonuses > 0` alone is evaluated on PL/pgSQL's fast path.
  IF bonuses > 0 THEN
    IF buyer IS NULL OR NOT EXISTS (SELECT 1 FROM users u WHERE u.id = buyer AND u.bonus_amount >= bonuses) THEN
      RAISE EXCEPTION 'shop_place_order: bonuses changed' USING ERRCODE = 'SHP03';
    END IF;
  END IF;

  UPDATE product_prices p SET quantity = p.quantity - t.n
  FROM unnest(take_ids, take_counts) AS t(id, n)
  WHERE p.id = t.id AND p.id = ANY(take_ids);

  -- The seats were checked under the lock above: seats_taken stays within seats (and its check says so).
  IF jsonb_array_length(seat_lines) > 0 THEN
    UPDATE seminars s SET seats_taken = s.seats_taken + t.n
    FROM jsonb_to_recordset(seat_lines) AS t(id integer, n integer)
    WHERE s.id = t.id;
  END IF;

  -- Each gift is given from what the bought lines left, or dropped with its line.
  IF cardinality(gift_ids) > 0 THEN
    WITH given AS (
      UPDATE product_prices p SET quantity = p.quantity - g.n
      FROM unnest(gift_ids, gift_counts) AS g(id, n)
      WHERE p.id = g.id AND p.id = ANY(gift_ids) AND p.quantity >= g.n
      RETURNING p.id)
    SELECT coalesce(array_agg(g), '{}') INTO dropped FROM unnest(gift_ids) AS g WHERE g NOT IN (SELECT id FROM given);
    IF cardinality(dropped) > 0 THEN
      DELETE FROM order_lines l WHERE l.order_id = new_id AND l.type = 'gift' AND l.product_price_id = ANY(dropped);
    END IF;
  END IF;

  IF bonuses > 0 THEN
    UPDATE users u SET bonus_amount = u.bonus_amount - bonuses WHERE u.id = buyer;
  END IF;

  -- The address chosen at checkout joins the buyer's address book once (the first one becomes the
  -- default), while the book holds fewer than its 20. The buyer's row is locked above, so two orders
  -- of one account at once neither add it twice nor both claim the one default.
  IF buyer IS NOT NULL AND jsonb_typeof(o->'address') = 'object' THEN
    -- `guid` is the branch's ref, or a courier address's town ref (as checkout has always kept it);
    -- a courier address also gets its town ref in `city_ref` and the line as typed in `street`, so
    -- the address book's form opens with them.
    INSERT INTO user_addresses (user_id, kind, address, guid, town, city_ref, street, is_default)
    SELECT buyer, coalesce(o->'address'->>'kind', 'branch'), o->'address'->>'address', o->'address'->>'guid', o->'address'->>'town',
      CASE WHEN o->'address'->>'kind' = 'courier' THEN o->'address'->>'guid' END,
      CASE WHEN o->'address'->>'kind' = 'courier' THEN o->'address'->>'address' END,
      NOT EXISTS (SELECT 1 FROM user_addresses d WHERE d.user_id = buyer AND d.is_default)
    WHERE NOT EXISTS (
        SELECT 1 FROM user_addresses a
        WHERE a.user_id = buyer AND a.town = o->'address'->>'town' AND a.address = o->'address'->>'address')
      AND (SELECT count(*) FROM user_addresses c WHERE c.user_id = buyer) < 20;
  END IF;

  RETURN jsonb_build_object('result', 'placed', 'order_id', new_id, 'number', new_number, 'dropped_gifts', to_jsonb(dropped));
END
$$;
