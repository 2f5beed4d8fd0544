-- Every change of an order's state now owes the shopper a letter: payment refused, delivered,
-- cancelled and refunded join placed, confirmed, paid and shipped.
ALTER TABLE "order_notices" DROP CONSTRAINT "order_notices_kind_check";--> statement-breakpoint
ALTER TABLE "order_notices" ADD CONSTRAINT "order_notices_kind_check" CHECK ("order_notices"."kind" in ('placed', 'confirmed', 'paid', 'payment_failed', 'shipped', 'delivered', 'cancelled', 'refunded'));
