CREATE TYPE "public"."vendor_application_action" AS ENUM('submitted', 'resubmitted', 'approved', 'changes_requested', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."vendor_application_status" AS ENUM('submitted', 'changes_requested', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."vendor_status" AS ENUM('active', 'paused', 'suspended');--> statement-breakpoint
CREATE TABLE "vendor_application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"action" "vendor_application_action" NOT NULL,
	"actor_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"business_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"country" text NOT NULL,
	"offering" text NOT NULL,
	"website" text,
	"payout_account_holder" text NOT NULL,
	"payout_country" text NOT NULL,
	"payout_details" text NOT NULL,
	"payout_last4" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"terms_version" text NOT NULL,
	"status" "vendor_application_status" DEFAULT 'submitted' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"decision_note" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "vendor_applications_business_length" CHECK (char_length("vendor_applications"."business_name") between 2 and 120),
	CONSTRAINT "vendor_applications_offering_length" CHECK (char_length("vendor_applications"."offering") between 1 and 4000),
	CONSTRAINT "vendor_applications_country" CHECK ("vendor_applications"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "vendor_applications_website_https" CHECK ("vendor_applications"."website" is null or "vendor_applications"."website" like 'https://%')
);
--> statement-breakpoint
CREATE TABLE "vendor_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"issuer" text NOT NULL,
	"expires_on" date NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_certificates_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "vendor_certificates_type" CHECK ("vendor_certificates"."content_type" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "vendor_certificates_size" CHECK ("vendor_certificates"."size_bytes" between 1 and 10485760),
	CONSTRAINT "vendor_certificates_issuer_length" CHECK (char_length("vendor_certificates"."issuer") between 2 and 120)
);
--> statement-breakpoint
CREATE TABLE "vendor_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"application_id" uuid,
	"store_name" text NOT NULL,
	"slug" text NOT NULL,
	"status" "vendor_status" DEFAULT 'active' NOT NULL,
	"commission_percent" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_profiles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "vendor_profiles_store_name_length" CHECK (char_length("vendor_profiles"."store_name") between 2 and 120),
	CONSTRAINT "vendor_profiles_slug" CHECK ("vendor_profiles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "vendor_profiles_commission" CHECK ("vendor_profiles"."commission_percent" is null or "vendor_profiles"."commission_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "vendor_application_events" ADD CONSTRAINT "vendor_application_events_application_id_vendor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."vendor_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_application_events" ADD CONSTRAINT "vendor_application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_certificates" ADD CONSTRAINT "vendor_certificates_application_id_vendor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."vendor_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_certificates" ADD CONSTRAINT "vendor_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD CONSTRAINT "vendor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD CONSTRAINT "vendor_profiles_application_id_vendor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."vendor_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_application_events_application_idx" ON "vendor_application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_application_events_actor_idx" ON "vendor_application_events" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_applications_one_open" ON "vendor_applications" USING btree ("user_id") WHERE "vendor_applications"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "vendor_applications_status_idx" ON "vendor_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "vendor_certificates_application_idx" ON "vendor_certificates" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "vendor_certificates_user_idx" ON "vendor_certificates" USING btree ("user_id");