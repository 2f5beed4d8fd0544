-- Bulk price-and-stock imports of the back office (issue 29, decision 0022). An uploaded file becomes a
-- preview row under a random token; confirming it marks `applied_at` in the same transaction that
-- writes the prices and stock, so a token applies once even when two confirmations race.
CREATE TABLE IF NOT EXISTS "catalogue_imports" (
  "id" serial PRIMARY KEY NOT NULL,
  "token" text NOT NULL,
  "actor_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "file_name" text NOT NULL,
  "columns" text[] NOT NULL,
  "rows" jsonb NOT NULL,
  "rows_total" integer NOT NULL,
  "rows_with_errors" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "catalogue_imports_token_idx" ON "catalogue_imports" ("token");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalogue_imports_created_idx" ON "catalogue_imports" ("created_at");
