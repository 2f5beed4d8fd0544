CREATE TABLE "cooperation_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ru" text NOT NULL,
	"title_uk" text NOT NULL,
	"summary_ru" text DEFAULT '' NOT NULL,
	"summary_uk" text DEFAULT '' NOT NULL,
	"body_ru" text DEFAULT '' NOT NULL,
	"body_uk" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_ru" text NOT NULL,
	"question_uk" text NOT NULL,
	"answer_ru" text NOT NULL,
	"answer_uk" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinar_themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ru" text NOT NULL,
	"title_uk" text NOT NULL,
	"description_ru" text DEFAULT '' NOT NULL,
	"description_uk" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX "faqs_sort_idx" ON "faqs" USING btree ("sort");