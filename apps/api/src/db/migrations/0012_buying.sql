CREATE TABLE "basket_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_price_id" integer NOT NULL,
	"type" text DEFAULT 'product' NOT NULL,
	"count" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_lines_count_check" CHECK ("basket_lines"."count" >= 1),
	CONSTRAINT "basket_lines_type_check" CHECK ("basket_lines"."type" in ('product', 'sampler', 'webinar', 'ticket', 'gift'))
);
--> statement-breakpoint
CREATE TABLE "delivery_methods" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title_ru" text NOT NULL,
	"title_uk" text NOT NULL,
	"description_ru" text DEFAULT '' NOT NULL,
	"description_uk" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_methods_type_check" CHECK ("delivery_methods"."type" in ('nova_poshta_branch', 'nova_poshta_locker', 'nova_poshta_courier', 'courier', 'pickup'))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"from_payment_status" text,
	"to_payment_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"product_price_id" integer,
	"type" text DEFAULT 'product' NOT NULL,
	"title_ru" text NOT NULL,
	"title_uk" text NOT NULL,
	"value_ru" text DEFAULT '' NOT NULL,
	"value_uk" text DEFAULT '' NOT NULL,
	"article" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"old_unit_price" integer,
	"total" integer NOT NULL,
	CONSTRAINT "order_lines_count_check" CHECK ("order_lines"."count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"owner_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"quick_order" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'not_paid' NOT NULL,
	"price_audience" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"second_name" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"comment" text DEFAULT '' NOT NULL,
	"no_call" boolean DEFAULT false NOT NULL,
	"lang" text DEFAULT 'ru' NOT NULL,
	"delivery_method_id" integer NOT NULL,
	"city_ref" text,
	"city_name" text,
	"warehouse_ref" text,
	"warehouse_name" text,
	"address" text,
	"waybill" text,
	"goods_total" integer NOT NULL,
	"discount_total" integer DEFAULT 0 NOT NULL,
	"bonuses_spent" integer DEFAULT 0 NOT NULL,
	"delivery_price" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"bonuses_earned" integer DEFAULT 0 NOT NULL,
	"payment_deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('new', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded')),
	CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('liqpay', 'cash', 'invoice')),
	CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('not_paid', 'pending', 'paid', 'failed', 'refunded')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total" >= 0 and "orders"."goods_total" >= 0 and "orders"."bonuses_spent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"order_id" integer,
	"provider_payment_id" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_rule_items" (
	"rule_id" integer NOT NULL,
	"product_price_id" integer NOT NULL,
	CONSTRAINT "promo_rule_items_rule_id_product_price_id_pk" PRIMARY KEY("rule_id","product_price_id")
);
--> statement-breakpoint
CREATE TABLE "promo_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title_ru" text NOT NULL,
	"title_uk" text NOT NULL,
	"min_total" integer DEFAULT 0 NOT NULL,
	"brand_id" integer,
	"max_count" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promo_rules_kind_check" CHECK ("promo_rules"."kind" in ('sample', 'gift')),
	CONSTRAINT "promo_rules_max_count_check" CHECK ("promo_rules"."max_count" >= 1)
);
--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_product_price_id_product_prices_id_fk" FOREIGN KEY ("product_price_id") REFERENCES "public"."product_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_price_id_product_prices_id_fk" FOREIGN KEY ("product_price_id") REFERENCES "public"."product_prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_method_id_delivery_methods_id_fk" FOREIGN KEY ("delivery_method_id") REFERENCES "public"."delivery_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD CONSTRAINT "payment_callbacks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_rule_items" ADD CONSTRAINT "promo_rule_items_rule_id_promo_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."promo_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_rule_items" ADD CONSTRAINT "promo_rule_items_product_price_id_product_prices_id_fk" FOREIGN KEY ("product_price_id") REFERENCES "public"."product_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_lines_user_idx" ON "basket_lines" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("owner_key","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner_key","created_at");--> statement-breakpoint
CREATE INDEX "orders_deadline_idx" ON "orders" USING btree ("payment_deadline") WHERE "orders"."payment_status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_callbacks_unique_idx" ON "payment_callbacks" USING btree ("provider","provider_payment_id","status");--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_quantity_check" CHECK ("product_prices"."quantity" >= 0);--> statement-breakpoint
INSERT INTO "delivery_methods" ("id", "type", "title_ru", "title_uk", "description_ru", "description_uk", "price", "sort") VALUES
  (1, 'nova_poshta_branch', 'Новая Почта: отделение', 'Нова Пошта: відділення', 'По тарифам перевозчика, оплата при получении', 'За тарифами перевізника, оплата при отриманні', 0, 1),
  (2, 'nova_poshta_locker', 'Новая Почта: почтомат', 'Нова Пошта: поштомат', 'По тарифам перевозчика, только для оплаченных заказов', 'За тарифами перевізника, лише для оплачених замовлень', 0, 2),
  (3, 'nova_poshta_courier', 'Новая Почта: курьер', 'Нова Пошта: кур''єр', 'Адресная доставка по тарифам перевозчика', 'Адресна доставка за тарифами перевізника', 0, 3),
  (4, 'courier', 'Курьер магазина (Киев)', 'Кур''єр магазину (Київ)', 'Доставка по Киеву на следующий день', 'Доставка по Києву наступного дня', 15000, 4),
  (5, 'pickup', 'Самовывоз из шоурума', 'Самовивіз із шоуруму', 'Киев, ул. Обсерваторная, 21, офис 4', 'Київ, вул. Обсерваторна, 21, офіс 4', 0, 5)
ON CONFLICT ("id") DO NOTHING;
