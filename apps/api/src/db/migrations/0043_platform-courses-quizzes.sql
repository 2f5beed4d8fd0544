-- The education platform (issue 30): course themes, courses with their quizzes, and quiz attempts.
-- A quiz token is stored hashed (sha256); an attempt is submitted once (submitted_at set by one
-- conditional UPDATE).
CREATE TABLE IF NOT EXISTS "course_themes" (
  "id" serial PRIMARY KEY,
  "title_ru" text NOT NULL,
  "title_uk" text NOT NULL,
  "description_ru" text NOT NULL DEFAULT '',
  "description_uk" text NOT NULL DEFAULT '',
  "poster" text,
  "sort" integer NOT NULL DEFAULT 0,
  "published" boolean NOT NULL DEFAULT true
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "courses" (
  "id" serial PRIMARY KEY,
  "theme_id" integer NOT NULL REFERENCES "course_themes"("id") ON DELETE CASCADE,
  "title_ru" text NOT NULL,
  "title_uk" text NOT NULL,
  "description_ru" text NOT NULL,
  "description_uk" text NOT NULL,
  "poster" text,
  "video_url" text,
  "live_url" text,
  "live_at" timestamp with time zone,
  "materials" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "price" integer NOT NULL DEFAULT 0,
  "pass_score" integer NOT NULL DEFAULT 80,
  "sort" integer NOT NULL DEFAULT 0,
  "published" boolean NOT NULL DEFAULT true,
  CONSTRAINT "courses_price_check" CHECK ("price" >= 0),
  CONSTRAINT "courses_pass_score_check" CHECK ("pass_score" between 1 and 100)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "courses_theme_idx" ON "courses" ("theme_id", "sort");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "quiz_questions" (
  "id" serial PRIMARY KEY,
  "course_id" integer NOT NULL REFERENCES "courses"("id") ON DELETE CASCADE,
  "text_ru" text NOT NULL,
  "text_uk" text NOT NULL,
  "sort" integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quiz_questions_course_idx" ON "quiz_questions" ("course_id", "sort");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "quiz_options" (
  "id" serial PRIMARY KEY,
  "question_id" integer NOT NULL REFERENCES "quiz_questions"("id") ON DELETE CASCADE,
  "text_ru" text NOT NULL,
  "text_uk" text NOT NULL,
  "correct" boolean NOT NULL DEFAULT false,
  "sort" integer NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quiz_options_question_idx" ON "quiz_options" ("question_id", "sort");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "quiz_attempts" (
  "id" serial PRIMARY KEY,
  "token_hash" text NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "course_id" integer NOT NULL REFERENCES "courses"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "expires_at" timestamp with time zone NOT NULL,
  "submitted_at" timestamp with time zone,
  "score" integer,
  "passed" boolean,
  "wrong_question_ids" jsonb
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "quiz_attempts_token_idx" ON "quiz_attempts" ("token_hash");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quiz_attempts_user_course_idx" ON "quiz_attempts" ("user_id", "course_id");
