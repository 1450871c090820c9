CREATE TABLE "affiliate_category_rates" (
	"category" text PRIMARY KEY NOT NULL,
	"commission_percent" numeric(5, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "affiliate_category_rates_range" CHECK ("affiliate_category_rates"."commission_percent" between 0 and 50)
);
--> statement-breakpoint
ALTER TABLE "affiliate_category_rates" ADD CONSTRAINT "affiliate_category_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;