CREATE TYPE "public"."career_employment_type" AS ENUM('full-time', 'part-time', 'contract', 'temporary', 'internship');--> statement-breakpoint
CREATE TYPE "public"."career_workplace" AS ENUM('remote', 'hybrid', 'on-site');--> statement-breakpoint
CREATE TABLE "career_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"team" text NOT NULL,
	"workplace" "career_workplace" NOT NULL,
	"location" text NOT NULL,
	"employment_type" "career_employment_type" NOT NULL,
	"summary" text NOT NULL,
	"description_md" text NOT NULL,
	"apply_email" text,
	"apply_url" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"closes_on" date,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_roles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "career_roles_slug_shape" CHECK ("career_roles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("career_roles"."slug") <= 80),
	CONSTRAINT "career_roles_title_length" CHECK (char_length("career_roles"."title") between 1 and 100),
	CONSTRAINT "career_roles_apply_given" CHECK ("career_roles"."apply_email" is not null or "career_roles"."apply_url" is not null),
	CONSTRAINT "career_roles_published_has_time" CHECK (not "career_roles"."published" or "career_roles"."published_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "career_roles" ADD CONSTRAINT "career_roles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_roles_published_idx" ON "career_roles" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "career_roles_created_by_idx" ON "career_roles" USING btree ("created_by");