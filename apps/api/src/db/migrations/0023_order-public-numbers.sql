-- Opaque public order numbers (issue 25): ids run in sequence, so a shopper could guess the next order's
-- address. Every order gets a random 12-character number from an alphabet without look-alikes (no 0, 1,
-- I, O), 60 random bits from the server's strong random source (gen_random_uuid's bytes, leaving out the
-- version byte). Public routes, answers, letters and invoices name the order by it; the id stays internal.
CREATE FUNCTION shop_order_number() RETURNS text
LANGUAGE sql VOLATILE
AS $$
  SELECT string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', get_byte(r.b, i) % 32 + 1, 1), '' ORDER BY i)
  FROM (SELECT uuid_send(gen_random_uuid()) AS b) r, unnest(ARRAY[0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12]) AS i
$$;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" text;
--> statement-breakpoint
UPDATE "orders" SET "number" = shop_order_number();
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET DEFAULT shop_order_number();
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");
--> statement-breakpoint
-- The payment deadline job also cancels cash orders left unconfirmed (UNCONFIRMED_CASH_HOURS).
CREATE INDEX "orders_unconfirmed_cash_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment_method" = 'cash' AND "orders"."status" = 'new';
