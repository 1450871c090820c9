CREATE TABLE "instructor_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"headline" text NOT NULL,
	"bio_md" text DEFAULT '' NOT NULL,
	"website" text,
	"payout_account_holder" text,
	"payout_country" text,
	"payout_details" text,
	"payout_last4" text,
	"payout_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructor_profiles_display_name_length" CHECK (char_length("instructor_profiles"."display_name") between 2 and 80),
	CONSTRAINT "instructor_profiles_headline_length" CHECK (char_length("instructor_profiles"."headline") between 3 and 140),
	CONSTRAINT "instructor_profiles_bio_length" CHECK (char_length("instructor_profiles"."bio_md") <= 4000),
	CONSTRAINT "instructor_profiles_website_https" CHECK ("instructor_profiles"."website" is null or "instructor_profiles"."website" like 'https://%')
);
--> statement-breakpoint
ALTER TABLE "instructor_profiles" ADD CONSTRAINT "instructor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;