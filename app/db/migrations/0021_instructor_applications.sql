CREATE TYPE "public"."instructor_application_action" AS ENUM('submitted', 'resubmitted', 'approved', 'changes_requested', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."instructor_application_status" AS ENUM('submitted', 'changes_requested', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "instructor_application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"action" "instructor_application_action" NOT NULL,
	"actor_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructor_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"expertise" text NOT NULL,
	"experience" text NOT NULL,
	"sample_lesson" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"status" "instructor_application_status" DEFAULT 'submitted' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"decision_note" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "instructor_applications_expertise_length" CHECK (char_length("instructor_applications"."expertise") between 3 and 160),
	CONSTRAINT "instructor_applications_experience_length" CHECK (char_length("instructor_applications"."experience") between 1 and 4000),
	CONSTRAINT "instructor_applications_sample_length" CHECK (char_length("instructor_applications"."sample_lesson") between 1 and 20000)
);
--> statement-breakpoint
ALTER TABLE "instructor_application_events" ADD CONSTRAINT "instructor_application_events_application_id_instructor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."instructor_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_application_events" ADD CONSTRAINT "instructor_application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD CONSTRAINT "instructor_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD CONSTRAINT "instructor_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instructor_application_events_application_idx" ON "instructor_application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "instructor_application_events_actor_idx" ON "instructor_application_events" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "instructor_applications_one_open" ON "instructor_applications" USING btree ("user_id") WHERE "instructor_applications"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "instructor_applications_status_idx" ON "instructor_applications" USING btree ("status","submitted_at");