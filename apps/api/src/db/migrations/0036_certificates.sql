-- Course certificates of professionals (SPEC §7 "User"): read by their owner only, also as a PDF.
CREATE TABLE IF NOT EXISTS "certificates" (
  "id" serial PRIMARY KEY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "number" text NOT NULL,
  "title" text NOT NULL,
  "course" text NOT NULL,
  "issued_on" date NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "certificates_number_idx" ON "certificates" ("number");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "certificates_user_idx" ON "certificates" ("user_id");
