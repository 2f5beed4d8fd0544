-- The order number's default, the same twelve characters from the same 60 random bits, computed in
-- PL/pgSQL instead of SQL. A SQL function that cannot be inlined (this one aggregates over a FROM) is
-- parsed, analysed and planned again at every call: placing an order spent 9 % of its time in
-- PostgreSQL doing that for this default (perf, docs/performance.md "Placing an order on a quiet
-- machine"). PL/pgSQL evaluates these expressions on its fast path with nothing to plan.
CREATE OR REPLACE FUNCTION shop_order_number() RETURNS text
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  random_bytes bytea := uuid_send(gen_random_uuid());
  number text := '';
  i integer;
BEGIN
  -- Byte 6 holds the UUID's version: it is left out, as before.
  FOREACH i IN ARRAY ARRAY[0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12] LOOP
    number := number || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', get_byte(random_bytes, i) % 32 + 1, 1);
  END LOOP;
  RETURN number;
END
$$;
