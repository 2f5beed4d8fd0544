-- A staff confirmation tells the shopper by SMS when the placing SMS was withheld: an order's SMS
-- goes only to a proven phone (the signed-in account's own, or once staff have confirmed the order).
ALTER TABLE "order_notices" DROP CONSTRAINT "order_notices_kind_check";--> statement-breakpoint
ALTER TABLE "order_notices" ADD CONSTRAINT "order_notices_kind_check" CHECK ("order_notices"."kind" in ('placed', 'paid', 'shipped', 'confirmed'));
