CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"visitor_id" text NOT NULL,
	"user_id" integer,
	"product_id" integer NOT NULL,
	"product_price_id" integer NOT NULL,
	"count" integer NOT NULL,
	"value" integer NOT NULL,
	"currency" text DEFAULT 'UAH' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_type_check" CHECK ("analytics_events"."event_type" in ('AddToCart', 'AddToCartShop', 'RemoveFromCart')),
	CONSTRAINT "analytics_events_count_check" CHECK ("analytics_events"."count" >= 1),
	CONSTRAINT "analytics_events_value_check" CHECK ("analytics_events"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_type_created_idx" ON "analytics_events" USING btree ("event_type","created_at");