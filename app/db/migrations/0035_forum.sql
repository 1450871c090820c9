CREATE TYPE "public"."forum_notification_kind" AS ENUM('reply', 'mention', 'like', 'accepted', 'approved');--> statement-breakpoint
CREATE TYPE "public"."forum_post_status" AS ENUM('visible', 'pending', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."forum_report_reason" AS ENUM('spam', 'abuse', 'off-topic', 'other');--> statement-breakpoint
CREATE TYPE "public"."forum_report_status" AS ENUM('open', 'upheld', 'dismissed');--> statement-breakpoint
CREATE TYPE "public"."forum_thread_kind" AS ENUM('discussion', 'question');--> statement-breakpoint
CREATE TABLE "forum_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "forum_categories_slug_shape" CHECK ("forum_categories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("forum_categories"."slug") <= 60),
	CONSTRAINT "forum_categories_name_length" CHECK (char_length("forum_categories"."name") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "forum_likes" (
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"trust_level" smallint DEFAULT 0 NOT NULL,
	"is_moderator" boolean DEFAULT false NOT NULL,
	"visible_posts" integer DEFAULT 0 NOT NULL,
	"likes_received" integer DEFAULT 0 NOT NULL,
	"hidden_posts" integer DEFAULT 0 NOT NULL,
	"last_hidden_at" timestamp with time zone,
	"banned_until" timestamp with time zone,
	"ban_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_members_handle_unique" UNIQUE("handle"),
	CONSTRAINT "forum_members_handle_shape" CHECK ("forum_members"."handle" ~ '^[a-z0-9_]{3,24}$'),
	CONSTRAINT "forum_members_trust_level_range" CHECK ("forum_members"."trust_level" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "forum_moderation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"moderator_id" text,
	"moderator_name" text NOT NULL,
	"action" text NOT NULL,
	"thread_id" uuid,
	"post_id" uuid,
	"member_id" text,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" "forum_notification_kind" NOT NULL,
	"thread_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_notifications_once" UNIQUE("user_id","kind","post_id")
);
--> statement-breakpoint
CREATE TABLE "forum_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body_md" text NOT NULL,
	"status" "forum_post_status" DEFAULT 'visible' NOT NULL,
	"quotes_number" integer,
	"like_count" integer DEFAULT 0 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	"edited_at" timestamp with time zone,
	"moderated_by" text,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_posts_thread_number_unique" UNIQUE("thread_id","number"),
	CONSTRAINT "forum_posts_body_length" CHECK (char_length("forum_posts"."body_md") between 1 and 20000),
	CONSTRAINT "forum_posts_number_positive" CHECK ("forum_posts"."number" >= 1),
	CONSTRAINT "forum_posts_like_count" CHECK ("forum_posts"."like_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "forum_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" "forum_report_reason" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" "forum_report_status" DEFAULT 'open' NOT NULL,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_reports_once" UNIQUE("post_id","reporter_id"),
	CONSTRAINT "forum_reports_note_length" CHECK (char_length("forum_reports"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "forum_subscriptions" (
	"thread_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_subscriptions_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"kind" "forum_thread_kind" DEFAULT 'discussion' NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"status" "forum_post_status" DEFAULT 'visible' NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"accepted_post_id" uuid,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	"last_posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_poster_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_threads_slug_unique" UNIQUE("slug"),
	CONSTRAINT "forum_threads_slug_shape" CHECK ("forum_threads"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("forum_threads"."slug") <= 90),
	CONSTRAINT "forum_threads_title_length" CHECK (char_length("forum_threads"."title") between 5 and 140),
	CONSTRAINT "forum_threads_counts" CHECK ("forum_threads"."reply_count" >= 0 and "forum_threads"."post_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "forum_likes" ADD CONSTRAINT "forum_likes_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_likes" ADD CONSTRAINT "forum_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_members" ADD CONSTRAINT "forum_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_moderation_log" ADD CONSTRAINT "forum_moderation_log_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_moderation_log" ADD CONSTRAINT "forum_moderation_log_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_moderation_log" ADD CONSTRAINT "forum_moderation_log_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_moderation_log" ADD CONSTRAINT "forum_moderation_log_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_notifications" ADD CONSTRAINT "forum_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_notifications" ADD CONSTRAINT "forum_notifications_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_notifications" ADD CONSTRAINT "forum_notifications_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_subscriptions" ADD CONSTRAINT "forum_subscriptions_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_subscriptions" ADD CONSTRAINT "forum_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_category_id_forum_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."forum_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_likes_user_idx" ON "forum_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_moderation_log_created_idx" ON "forum_moderation_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "forum_moderation_log_moderator_idx" ON "forum_moderation_log" USING btree ("moderator_id");--> statement-breakpoint
CREATE INDEX "forum_moderation_log_thread_idx" ON "forum_moderation_log" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "forum_moderation_log_post_idx" ON "forum_moderation_log" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "forum_moderation_log_member_idx" ON "forum_moderation_log" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "forum_notifications_user_idx" ON "forum_notifications" USING btree ("user_id","read_at","created_at");--> statement-breakpoint
CREATE INDEX "forum_notifications_thread_idx" ON "forum_notifications" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "forum_notifications_post_idx" ON "forum_notifications" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "forum_posts_thread_revision_idx" ON "forum_posts" USING btree ("thread_id","revision");--> statement-breakpoint
CREATE INDEX "forum_posts_author_created_idx" ON "forum_posts" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_posts_pending_idx" ON "forum_posts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "forum_posts_moderated_by_idx" ON "forum_posts" USING btree ("moderated_by");--> statement-breakpoint
CREATE INDEX "forum_reports_status_idx" ON "forum_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "forum_reports_reporter_idx" ON "forum_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "forum_reports_handled_by_idx" ON "forum_reports" USING btree ("handled_by");--> statement-breakpoint
CREATE INDEX "forum_subscriptions_user_idx" ON "forum_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_threads_category_latest_idx" ON "forum_threads" USING btree ("category_id","status","is_pinned","last_posted_at");--> statement-breakpoint
CREATE INDEX "forum_threads_latest_idx" ON "forum_threads" USING btree ("status","last_posted_at");--> statement-breakpoint
CREATE INDEX "forum_threads_author_idx" ON "forum_threads" USING btree ("author_id");