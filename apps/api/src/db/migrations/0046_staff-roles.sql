-- Staff roles (issue 29, docs/decisions/0020): a staff account holds one of four roles, and the admin
-- bar follows from holding one. `can_see_admin_header` becomes a column computed from the role, so the
-- two can never disagree; the accounts that had the bar become administrators, as they could do
-- everything before.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "staff_role" text;
--> statement-breakpoint
UPDATE "users" SET "staff_role" = 'administrator' WHERE "can_see_admin_header" AND "staff_role" IS NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_check" CHECK ("staff_role" IN ('administrator', 'order_manager', 'content_editor', 'reviewer'));
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "can_see_admin_header";
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "can_see_admin_header" boolean GENERATED ALWAYS AS ("staff_role" IS NOT NULL) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_staff_role_idx" ON "users" ("staff_role") WHERE "staff_role" IS NOT NULL;
--> statement-breakpoint
-- The audit log keeps what a staff change replaced and what it wrote.
ALTER TABLE "staff_actions" ADD COLUMN IF NOT EXISTS "before" jsonb;
--> statement-breakpoint
ALTER TABLE "staff_actions" ADD COLUMN IF NOT EXISTS "after" jsonb;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_actions_created_idx" ON "staff_actions" ("created_at");
