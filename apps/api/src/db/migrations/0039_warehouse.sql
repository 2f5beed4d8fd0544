-- The distributor's warehouse (domains/warehouse): what each distributor holds of each catalogue
-- variant, the moves that bring goods in (a delivered shop order, exactly once, or a manual move) and
-- the sales documents (видаткові накладні) that take goods out. Leftovers change only with a move or a
-- sale, in the same transaction, and never go below zero. Catalogue variants are soft references, as on
-- order lines (migration 0020): a document keeps its lines when a variant leaves the catalogue.
CREATE TABLE "warehouse_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"distributor_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"number" text NOT NULL,
	"moved_on" date NOT NULL,
	"source" text NOT NULL,
	"order_id" integer REFERENCES "orders"("id") ON DELETE SET NULL,
	"comment" text DEFAULT '' NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_moves_source_check" CHECK ("source" in ('order', 'manual')),
	CONSTRAINT "warehouse_moves_order_check" CHECK ("source" = 'order' OR "order_id" IS NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_moves_order_idx" ON "warehouse_moves" USING btree ("order_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_moves_number_idx" ON "warehouse_moves" USING btree ("distributor_id", "number");
--> statement-breakpoint
CREATE INDEX "warehouse_moves_distributor_idx" ON "warehouse_moves" USING btree ("distributor_id", "moved_on", "id");
--> statement-breakpoint
CREATE TABLE "warehouse_move_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"move_id" integer NOT NULL REFERENCES "warehouse_moves"("id") ON DELETE CASCADE,
	"product_price_id" integer NOT NULL,
	"count" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "warehouse_move_lines_count_check" CHECK ("count" > 0),
	CONSTRAINT "warehouse_move_lines_price_check" CHECK ("unit_price" >= 0)
);
--> statement-breakpoint
CREATE INDEX "warehouse_move_lines_move_idx" ON "warehouse_move_lines" USING btree ("move_id");
--> statement-breakpoint
CREATE TABLE "warehouse_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"distributor_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"number" text NOT NULL,
	"sold_on" date NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text,
	"comment" text,
	"total" bigint DEFAULT 0 NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_sales_number_idx" ON "warehouse_sales" USING btree ("distributor_id", "number");
--> statement-breakpoint
CREATE INDEX "warehouse_sales_distributor_idx" ON "warehouse_sales" USING btree ("distributor_id", "sold_on", "id");
--> statement-breakpoint
CREATE TABLE "warehouse_sale_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL REFERENCES "warehouse_sales"("id") ON DELETE CASCADE,
	"product_price_id" integer NOT NULL,
	"count" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "warehouse_sale_lines_count_check" CHECK ("count" > 0),
	CONSTRAINT "warehouse_sale_lines_price_check" CHECK ("unit_price" >= 0)
);
--> statement-breakpoint
CREATE INDEX "warehouse_sale_lines_sale_idx" ON "warehouse_sale_lines" USING btree ("sale_id");
--> statement-breakpoint
CREATE TABLE "warehouse_leftovers" (
	"distributor_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"product_price_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_leftovers_pk" PRIMARY KEY ("distributor_id", "product_price_id"),
	CONSTRAINT "warehouse_leftovers_quantity_check" CHECK ("quantity" >= 0)
);
