CREATE TYPE "public"."donation_status" AS ENUM('pending', 'paid', 'cancelled');--> statement-breakpoint
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"amount_cents" integer NOT NULL,
	"tier" text,
	"show_on_wall" boolean DEFAULT false NOT NULL,
	"status" "donation_status" DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"provider_payment_id" text,
	"payment_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "donations_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "donations_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "donations_amount_range" CHECK ("donations"."amount_cents" between 100 and 1000000)
);
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_user_idx" ON "donations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "donations_wall_idx" ON "donations" USING btree ("status","show_on_wall","paid_at");