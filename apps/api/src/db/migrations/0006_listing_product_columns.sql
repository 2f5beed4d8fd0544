ALTER TABLE "product_stats" ADD COLUMN "brand_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stats" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "product_stats" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stats" ADD COLUMN "is_new" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stats" ADD COLUMN "sales_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stats" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "product_stats_brand_idx" ON "product_stats" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_stats_series_idx" ON "product_stats" USING btree ("series_id");