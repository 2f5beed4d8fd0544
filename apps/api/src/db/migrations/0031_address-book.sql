ALTER TABLE "user_addresses" ADD COLUMN "kind" text DEFAULT 'branch' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD COLUMN "recipient_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD COLUMN "city_ref" text;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD COLUMN "house" text;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD COLUMN "flat" text;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_kind_check" CHECK ("user_addresses"."kind" in ('branch', 'courier'));--> statement-breakpoint
DROP INDEX IF EXISTS "user_addresses_unique_idx";--> statement-breakpoint
CREATE INDEX "user_addresses_user_idx" ON "user_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_addresses_default_idx" ON "user_addresses" USING btree ("user_id") WHERE "user_addresses"."is_default";--> statement-breakpoint
UPDATE "user_addresses" SET "is_default" = true WHERE "id" IN (SELECT max("id") FROM "user_addresses" GROUP BY "user_id");
