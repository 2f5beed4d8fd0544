-- A certificate issued on passing a course (issue 30): one per user and course, also under
-- concurrent submits (the unique index, inserted with ON CONFLICT DO NOTHING); numbers come from a
-- sequence that starts above the hand-made ones.
ALTER TABLE "certificates" ADD COLUMN IF NOT EXISTS "course_id" integer REFERENCES "courses"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "certificates_user_course_idx" ON "certificates" ("user_id", "course_id");
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "certificate_numbers" START WITH 1000;
