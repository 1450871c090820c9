CREATE TABLE "season_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"zone" text,
	"last_frost" date,
	"hemisphere" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_plans_zone_or_date" CHECK ("season_plans"."zone" is not null or "season_plans"."last_frost" is not null),
	CONSTRAINT "season_plans_hemisphere_known" CHECK ("season_plans"."hemisphere" in ('north', 'south')),
	CONSTRAINT "season_plans_name_length" CHECK (char_length("season_plans"."name") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "season_plans" ADD CONSTRAINT "season_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_plans_user_idx" ON "season_plans" USING btree ("user_id","created_at");