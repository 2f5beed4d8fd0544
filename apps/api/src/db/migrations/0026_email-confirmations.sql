CREATE TABLE "email_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"provider" text,
	"provider_id" text,
	"first_name" text,
	"last_name" text,
	"lang" text DEFAULT 'ru' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_confirmations_purpose_check" CHECK ("email_confirmations"."purpose" in ('email-change', 'social')),
	CONSTRAINT "email_confirmations_shape_check" CHECK (("email_confirmations"."purpose" = 'email-change' and "email_confirmations"."user_id" is not null) or ("email_confirmations"."purpose" = 'social' and "email_confirmations"."provider" is not null and "email_confirmations"."provider_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_confirmations_hash_idx" ON "email_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_confirmations_user_idx" ON "email_confirmations" USING btree ("user_id");
