CREATE TABLE "growth_automations" (
	"key" text PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"delay_hours" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_automations_delay_range" CHECK ("growth_automations"."delay_hours" between 1 and 72)
);
