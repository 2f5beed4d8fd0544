-- Every decision staff make (a professional application approved or rejected, and the back office's
-- later actions): who, when, what, on which subject, with the details the back office shows.
CREATE TABLE IF NOT EXISTS "staff_actions" (
  "id" serial PRIMARY KEY,
  "actor_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "action" text NOT NULL,
  "subject_type" text NOT NULL,
  "subject_id" integer NOT NULL,
  "details" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_actions_subject_idx" ON "staff_actions" ("subject_type", "subject_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_actions_actor_idx" ON "staff_actions" ("actor_id", "created_at");
--> statement-breakpoint
-- Letters about an account (the professional application's decision), queued in the transaction of
-- the change they tell of and sent by the background job; a sent letter is deleted.
CREATE TABLE IF NOT EXISTS "account_letters" (
  "id" serial PRIMARY KEY,
  "user_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
  "recipient" text NOT NULL,
  "subject" text NOT NULL,
  "text_body" text NOT NULL,
  "html_body" text NOT NULL,
  "attempts" integer NOT NULL DEFAULT 0,
  "claimed_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "account_letters_due_idx" ON "account_letters" ("id") WHERE "attempts" < 5;
