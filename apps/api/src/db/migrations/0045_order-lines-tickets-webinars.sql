-- Seminar tickets and webinars bought through checkout (issue 30, docs/decisions/0017): an order line
-- names the seminar or course it sold, as plain integers like its product refs (decision 0016), so
-- placing an order locks no catalogue row but the seminars whose seats it takes.
ALTER TABLE "order_lines" ADD COLUMN IF NOT EXISTS "seminar_id" integer;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN IF NOT EXISTS "course_id" integer;
--> statement-breakpoint
-- Who may watch a bought webinar: paid orders' webinar lines of a course.
CREATE INDEX IF NOT EXISTS "order_lines_course_idx" ON "order_lines" ("course_id") WHERE "course_id" IS NOT NULL;
