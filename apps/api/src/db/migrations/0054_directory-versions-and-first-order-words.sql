-- The back office's brand, series (and collection) and sample/gift rule forms save with the version
-- they were loaded at (issue 29), as the product form does: a save from an older version than the
-- row's is refused with 409 instead of overwriting a colleague's change.
ALTER TABLE "brands" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_rules" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The first-order promotion's percent is a setting now (the back office's settings screen): the
-- storefront's dialog names it through a {{percent}} placeholder. Seeded copies of the dialog's
-- strings that still say the old fixed 5 % take the placeholder, so the dialog names the percent set.
UPDATE "translations" SET "value" = replace("value", '5 %', '{{percent}} %')
  WHERE "key" IN ('firstOrder.title', 'firstOrder.text', 'firstOrder.textGuest') AND "value" LIKE '%5 \%%';
