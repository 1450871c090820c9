CREATE TABLE "vendor_badge_figures" (
	"vendor_id" text PRIMARY KEY NOT NULL,
	"paid_orders" integer NOT NULL,
	"parcels_shipped" integer NOT NULL,
	"parcels_on_time" integer NOT NULL,
	"parcels_late" integer NOT NULL,
	"relief_cents" bigint NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_badge_figures_counts" CHECK ("vendor_badge_figures"."paid_orders" >= 0 and "vendor_badge_figures"."parcels_shipped" >= 0 and "vendor_badge_figures"."parcels_on_time" between 0 and "vendor_badge_figures"."parcels_shipped" and "vendor_badge_figures"."parcels_late" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vendor_badge_figures" ADD CONSTRAINT "vendor_badge_figures_vendor_id_vendor_profiles_user_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;