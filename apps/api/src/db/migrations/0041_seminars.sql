-- Seminars and their free registrations (issue 30): seats_taken never passes seats.
CREATE TABLE IF NOT EXISTS "seminars" (
  "id" serial PRIMARY KEY,
  "title_ru" text NOT NULL,
  "title_uk" text NOT NULL,
  "description_ru" text NOT NULL,
  "description_uk" text NOT NULL,
  "format" text NOT NULL,
  "city_slug" text,
  "city_ru" text,
  "city_uk" text,
  "place_ru" text,
  "place_uk" text,
  "brand_id" integer REFERENCES "brands"("id") ON DELETE SET NULL,
  "speaker_slug" text NOT NULL,
  "speaker_ru" text NOT NULL,
  "speaker_uk" text NOT NULL,
  "starts_at" timestamp with time zone NOT NULL,
  "ends_at" timestamp with time zone NOT NULL,
  "price" integer NOT NULL DEFAULT 0,
  "seats" integer NOT NULL,
  "seats_taken" integer NOT NULL DEFAULT 0,
  "poster" text,
  "video_url" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "seminars_format_check" CHECK ("format" in ('online', 'offline')),
  CONSTRAINT "seminars_seats_check" CHECK ("seats_taken" >= 0 and "seats_taken" <= "seats"),
  CONSTRAINT "seminars_price_check" CHECK ("price" >= 0)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seminars_starts_idx" ON "seminars" ("starts_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "seminar_registrations" (
  "id" serial PRIMARY KEY,
  "seminar_id" integer NOT NULL REFERENCES "seminars"("id") ON DELETE CASCADE,
  "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "name" text NOT NULL,
  "surname" text NOT NULL,
  "phone" text NOT NULL,
  "comment" text,
  "lang" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "seminar_registrations_phone_idx" ON "seminar_registrations" ("seminar_id", "phone");
