CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"title_text" text NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_stats" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"min_retail" integer NOT NULL,
	"min_professional" integer NOT NULL,
	"min_distributor" integer NOT NULL,
	"min_client" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"has_promotion" boolean NOT NULL,
	"variants" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_price_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"city" text NOT NULL,
	"area_ref" text,
	"visitor_id" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"rating" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"approved" boolean DEFAULT false NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ru" text NOT NULL,
	"title_uk" text NOT NULL,
	"subtitle_ru" text,
	"subtitle_uk" text,
	"button_text_ru" text,
	"button_text_uk" text,
	"link" text,
	"image_id" integer,
	"image_mobile_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_blocks" (
	"key" text PRIMARY KEY NOT NULL,
	"title_ru" text NOT NULL,
	"title_uk" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instagram_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"link" text NOT NULL,
	"caption_ru" text,
	"caption_uk" text,
	"image_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title_ru" text NOT NULL,
	"title_uk" text NOT NULL,
	"excerpt_ru" text DEFAULT '' NOT NULL,
	"excerpt_uk" text DEFAULT '' NOT NULL,
	"body_ru" text DEFAULT '' NOT NULL,
	"body_uk" text DEFAULT '' NOT NULL,
	"image_id" integer,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (shop_fold(title_ru || ' ' || title_uk)) STORED
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stats" ADD CONSTRAINT "product_stats_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_requests" ADD CONSTRAINT "notify_requests_product_price_id_product_prices_id_fk" FOREIGN KEY ("product_price_id") REFERENCES "public"."product_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_feedbacks" ADD CONSTRAINT "product_feedbacks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_image_mobile_id_images_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instagram_posts" ADD CONSTRAINT "instagram_posts_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_stats_min_retail_idx" ON "product_stats" USING btree ("min_retail");--> statement-breakpoint
CREATE INDEX "product_stats_promotion_idx" ON "product_stats" USING btree ("has_promotion");--> statement-breakpoint
CREATE UNIQUE INDEX "notify_requests_open_idx" ON "notify_requests" USING btree (lower("email"),"product_price_id") WHERE "notify_requests"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "product_feedbacks_product_idx" ON "product_feedbacks" USING btree ("product_id","kind","approved","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "news_posts_kind_slug_idx" ON "news_posts" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "news_posts_published_idx" ON "news_posts" USING btree ("published_at");