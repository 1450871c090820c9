CREATE TYPE "public"."vendor_certificate_review" AS ENUM('pending', 'accepted', 'refused');--> statement-breakpoint
CREATE TYPE "public"."vendor_message_author" AS ENUM('vendor', 'staff');--> statement-breakpoint
CREATE TABLE "vendor_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" text NOT NULL,
	"author" "vendor_message_author" NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"certificate_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "vendor_messages_body_length" CHECK (char_length("vendor_messages"."body") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "vendor_certificates" ALTER COLUMN "application_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_certificates" ADD COLUMN "review_state" "vendor_certificate_review" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_certificates" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_certificates" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "vendor_certificates" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "vendor_messages" ADD CONSTRAINT "vendor_messages_vendor_id_vendor_profiles_user_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_messages" ADD CONSTRAINT "vendor_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_messages" ADD CONSTRAINT "vendor_messages_certificate_id_vendor_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."vendor_certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_messages_vendor_idx" ON "vendor_messages" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_messages_author_idx" ON "vendor_messages" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "vendor_messages_certificate_idx" ON "vendor_messages" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "vendor_messages_unread_idx" ON "vendor_messages" USING btree ("vendor_id","author") WHERE "vendor_messages"."read_at" is null;--> statement-breakpoint
ALTER TABLE "vendor_certificates" ADD CONSTRAINT "vendor_certificates_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_certificates_reviewed_by_idx" ON "vendor_certificates" USING btree ("reviewed_by");--> statement-breakpoint
CREATE INDEX "vendor_certificates_pending_idx" ON "vendor_certificates" USING btree ("uploaded_at") WHERE "vendor_certificates"."review_state" = 'pending';--> statement-breakpoint
ALTER TABLE "vendor_certificates" ADD CONSTRAINT "vendor_certificates_reviewed_has_time" CHECK ("vendor_certificates"."review_state" = 'pending' or "vendor_certificates"."reviewed_at" is not null);--> statement-breakpoint
ALTER TABLE "vendor_certificates" ADD CONSTRAINT "vendor_certificates_refused_has_reason" CHECK (("vendor_certificates"."review_state" = 'refused') = ("vendor_certificates"."refusal_reason" is not null));--> statement-breakpoint
-- Certificates sent with an application that an administrator approved were read then: they
-- count as accepted (decision 0102). The others wait with their application, as before.
UPDATE "vendor_certificates" AS "c"
SET "review_state" = 'accepted', "reviewed_at" = coalesce("a"."decided_at", "c"."uploaded_at"), "reviewed_by" = "a"."decided_by"
FROM "vendor_applications" AS "a"
WHERE "a"."id" = "c"."application_id" AND "a"."status" = 'approved';
