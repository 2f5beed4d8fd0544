-- The demo accounts' ID codes in the random form (PRO-1001 and DIS-2001 were guessable), with the
-- clients linked to them. Only the demo accounts: real customers keep the codes they were given.
UPDATE "users" SET "code" = 'PRO-K7MX4-RD9TQ' WHERE "code" = 'PRO-1001' AND "email" = 'professional@demo.procosmetics.ua';--> statement-breakpoint
UPDATE "users" SET "code" = 'DIS-H3WP8-NCV6A' WHERE "code" = 'DIS-2001' AND "email" = 'distributor@demo.procosmetics.ua';--> statement-breakpoint
UPDATE "users" SET "assigned_code" = 'PRO-K7MX4-RD9TQ' WHERE "assigned_code" = 'PRO-1001' AND EXISTS (SELECT 1 FROM "users" WHERE "code" = 'PRO-K7MX4-RD9TQ');--> statement-breakpoint
UPDATE "users" SET "assigned_code" = 'DIS-H3WP8-NCV6A' WHERE "assigned_code" = 'DIS-2001' AND EXISTS (SELECT 1 FROM "users" WHERE "code" = 'DIS-H3WP8-NCV6A');
