CREATE TABLE "forum_guide_faq" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guide_slug" text NOT NULL,
	"thread_id" uuid,
	"post_id" uuid,
	"question" text NOT NULL,
	"answer_md" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_guide_faq_guide_thread_unique" UNIQUE("guide_slug","thread_id"),
	CONSTRAINT "forum_guide_faq_guide_shape" CHECK ("forum_guide_faq"."guide_slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "forum_guide_faq_question_length" CHECK (char_length("forum_guide_faq"."question") between 5 and 200),
	CONSTRAINT "forum_guide_faq_answer_length" CHECK (char_length("forum_guide_faq"."answer_md") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "forum_guide_faq" ADD CONSTRAINT "forum_guide_faq_thread_id_forum_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_guide_faq" ADD CONSTRAINT "forum_guide_faq_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_guide_faq" ADD CONSTRAINT "forum_guide_faq_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_guide_faq" ADD CONSTRAINT "forum_guide_faq_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_guide_faq_guide_idx" ON "forum_guide_faq" USING btree ("guide_slug","created_at");--> statement-breakpoint
CREATE INDEX "forum_guide_faq_thread_idx" ON "forum_guide_faq" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "forum_guide_faq_created_by_idx" ON "forum_guide_faq" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "forum_guide_faq_updated_by_idx" ON "forum_guide_faq" USING btree ("updated_by");