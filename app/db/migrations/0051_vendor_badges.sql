CREATE TYPE "public"."vendor_badge" AS ENUM('certified-organic', 'top-seller', 'fast-shipper', 'relief-partner');--> statement-breakpoint
CREATE TYPE "public"."vendor_badge_revoke_reason" AS ENUM('certificate-expired', 'store-inactive', 'criterion-unmet');--> statement-breakpoint
CREATE TYPE "public"."vendor_certificate_notice_kind" AS ENUM('reminder-30', 'reminder-7', 'expired');--> statement-breakpoint
CREATE TABLE "vendor_badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" text NOT NULL,
	"badge" "vendor_badge" NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" "vendor_badge_revoke_reason",
	CONSTRAINT "vendor_badges_revoked_with_reason" CHECK (("vendor_badges"."revoked_at" is null) = ("vendor_badges"."revoke_reason" is null)),
	CONSTRAINT "vendor_badges_revoked_after_award" CHECK ("vendor_badges"."revoked_at" is null or "vendor_badges"."revoked_at" >= "vendor_badges"."awarded_at")
);
--> statement-breakpoint
CREATE TABLE "vendor_certificate_notices" (
	"certificate_id" uuid NOT NULL,
	"kind" "vendor_certificate_notice_kind" NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_certificate_notices_certificate_id_kind_pk" PRIMARY KEY("certificate_id","kind")
);
--> statement-breakpoint
ALTER TABLE "vendor_badges" ADD CONSTRAINT "vendor_badges_vendor_id_vendor_profiles_user_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_certificate_notices" ADD CONSTRAINT "vendor_certificate_notices_certificate_id_vendor_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."vendor_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_badges_one_held" ON "vendor_badges" USING btree ("vendor_id","badge") WHERE "vendor_badges"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "vendor_badges_vendor_idx" ON "vendor_badges" USING btree ("vendor_id","revoked_at");