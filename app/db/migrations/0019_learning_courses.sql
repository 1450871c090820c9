CREATE TYPE "public"."class_booking_status" AS ENUM('booked', 'waitlisted', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."class_status" AS ENUM('scheduled', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."course_level" AS ENUM('beginner', 'intermediate', 'advanced');--> statement-breakpoint
CREATE TYPE "public"."course_status" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."enrolment_source" AS ENUM('free', 'purchase', 'granted');--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"enrolment_id" uuid,
	"user_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"learner_name" text NOT NULL,
	"course_title" text NOT NULL,
	"instructor_name" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" text,
	"replaces_id" uuid,
	"reissue_reason" text,
	"reissued_by" text,
	CONSTRAINT "certificates_code_unique" UNIQUE("code"),
	CONSTRAINT "certificates_code_shape" CHECK ("certificates"."code" ~ '^VL(-[0-9A-Z]{4}){3}$'),
	CONSTRAINT "certificates_revocation_reason" CHECK (("certificates"."revoked_at" is null) = ("certificates"."revoked_reason" is null)),
	CONSTRAINT "certificates_reason_length" CHECK (char_length(coalesce("certificates"."revoked_reason", '')) <= 500 and char_length(coalesce("certificates"."reissue_reason", '')) <= 500)
);
--> statement-breakpoint
CREATE TABLE "class_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" "class_booking_status" NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booked_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"locale" text DEFAULT 'en' NOT NULL,
	"reminded_day_before_at" timestamp with time zone,
	"reminded_hour_before_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coaching_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_key" text,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description_md" text DEFAULT '' NOT NULL,
	"instructor_id" text,
	"instructor_name" text NOT NULL,
	"course_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"status" "class_status" DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_classes_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "coaching_classes_duration_range" CHECK ("coaching_classes"."duration_minutes" between 15 and 480),
	CONSTRAINT "coaching_classes_capacity_range" CHECK ("coaching_classes"."capacity" between 1 and 500),
	CONSTRAINT "coaching_classes_price_not_negative" CHECK ("coaching_classes"."price_cents" >= 0),
	CONSTRAINT "coaching_classes_title_length" CHECK (char_length("coaching_classes"."title") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "course_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"source" "enrolment_source" NOT NULL,
	"order_id" uuid,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_lesson_id" uuid,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "course_enrolments_one_per_learner" UNIQUE("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "course_modules_position" UNIQUE("course_id","position"),
	CONSTRAINT "course_modules_title_length" CHECK (char_length("course_modules"."title") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "course_quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"pass_percent" smallint DEFAULT 70 NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"questions" jsonb NOT NULL,
	CONSTRAINT "course_quizzes_course_id_unique" UNIQUE("course_id"),
	CONSTRAINT "course_quizzes_pass_percent" CHECK ("course_quizzes"."pass_percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "course_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_reviews_one_per_learner" UNIQUE("course_id","user_id"),
	CONSTRAINT "course_reviews_rating_range" CHECK ("course_reviews"."rating" between 1 and 5),
	CONSTRAINT "course_reviews_body_length" CHECK (char_length("course_reviews"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description_md" text DEFAULT '' NOT NULL,
	"level" "course_level" NOT NULL,
	"topic" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"cover_image" text,
	"instructor_id" text,
	"instructor_name" text NOT NULL,
	"status" "course_status" DEFAULT 'draft' NOT NULL,
	"product_id" uuid,
	"estimated_minutes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', "courses"."title"), 'A')
          || setweight(to_tsvector('simple', "courses"."topic"), 'B')
          || setweight(to_tsvector('simple', "courses"."summary"), 'B')
          || setweight(to_tsvector('simple', "courses"."description_md"), 'D')) STORED NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "courses_slug_shape" CHECK ("courses"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("courses"."slug") <= 80),
	CONSTRAINT "courses_price_not_negative" CHECK ("courses"."price_cents" >= 0),
	CONSTRAINT "courses_title_length" CHECK (char_length("courses"."title") between 1 and 120),
	CONSTRAINT "courses_summary_length" CHECK (char_length("courses"."summary") <= 300),
	CONSTRAINT "courses_minutes_not_negative" CHECK ("courses"."estimated_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lesson_completions" (
	"enrolment_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_completions_enrolment_id_lesson_id_pk" PRIMARY KEY("enrolment_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_notes" (
	"enrolment_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_notes_enrolment_id_lesson_id_pk" PRIMARY KEY("enrolment_id","lesson_id"),
	CONSTRAINT "lesson_notes_body_length" CHECK (char_length("lesson_notes"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"body_md" text DEFAULT '' NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	"video_url" text,
	"drip_days" integer,
	"materials" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "lessons_course_slug" UNIQUE("course_id","slug"),
	CONSTRAINT "lessons_course_position" UNIQUE("course_id","position"),
	CONSTRAINT "lessons_slug_shape" CHECK ("lessons"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("lessons"."slug") <= 120),
	CONSTRAINT "lessons_minutes_range" CHECK ("lessons"."minutes" between 0 and 600),
	CONSTRAINT "lessons_drip_days_range" CHECK ("lessons"."drip_days" is null or "lessons"."drip_days" between 0 and 365),
	CONSTRAINT "lessons_video_url_https" CHECK ("lessons"."video_url" is null or "lessons"."video_url" like 'https://%'),
	CONSTRAINT "lessons_materials_count" CHECK (cardinality("lessons"."materials") <= 6)
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"quiz_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"correct_count" integer NOT NULL,
	"question_count" integer NOT NULL,
	"score_percent" smallint NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_attempts_score_range" CHECK ("quiz_attempts"."score_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_enrolment_id_course_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."course_enrolments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_reissued_by_users_id_fk" FOREIGN KEY ("reissued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_bookings" ADD CONSTRAINT "class_bookings_class_id_coaching_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."coaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_bookings" ADD CONSTRAINT "class_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_classes" ADD CONSTRAINT "coaching_classes_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_classes" ADD CONSTRAINT "coaching_classes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_last_lesson_id_lessons_id_fk" FOREIGN KEY ("last_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_quizzes" ADD CONSTRAINT "course_quizzes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_enrolment_id_course_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."course_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_notes" ADD CONSTRAINT "lesson_notes_enrolment_id_course_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."course_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_notes" ADD CONSTRAINT "lesson_notes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_module_id_course_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_enrolment_id_course_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."course_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_course_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."course_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_one_valid_per_enrolment" ON "certificates" USING btree ("enrolment_id") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_issued_idx" ON "certificates" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_bookings_one_live_per_person" ON "class_bookings" USING btree ("class_id","user_id") WHERE "class_bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "class_bookings_class_status_idx" ON "class_bookings" USING btree ("class_id","status","queued_at");--> statement-breakpoint
CREATE INDEX "class_bookings_user_idx" ON "class_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coaching_classes_starts_idx" ON "coaching_classes" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "course_enrolments_user_idx" ON "course_enrolments" USING btree ("user_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "course_enrolments_order_idx" ON "course_enrolments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "course_reviews_course_created_idx" ON "course_reviews" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "course_reviews_user_idx" ON "course_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "courses_status_published_idx" ON "courses" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "courses_instructor_idx" ON "courses" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "quiz_attempts_enrolment_idx" ON "quiz_attempts" USING btree ("enrolment_id","created_at");