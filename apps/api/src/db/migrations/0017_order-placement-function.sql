CREATE TABLE "order_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notices_kind_check" CHECK ("order_notices"."kind" in ('placed', 'paid', 'shipped'))
);
--> statement-breakpoint
ALTER TABLE "order_notices" ADD CONSTRAINT "order_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notices_due_idx" ON "order_notices" USING btree ("id") WHERE "order_notices"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "order_notices_order_idx" ON "order_notices" USING btree ("order_id");--> statement-breakpoint
-- shop_place_order itself is defined in apps/api/src/domains/checkout/shop-place-order.sql, which the
-- migration step applies after the versioned migrations (apps/api/src/db/repeatable.ts): one source.
-- shop_place_order takes the stock itself now.
DROP FUNCTION IF EXISTS shop_take_stock(integer[], integer[]);
