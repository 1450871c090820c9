CREATE TABLE "product_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_one_per_buyer" UNIQUE("product_id","user_id"),
	CONSTRAINT "product_reviews_rating_range" CHECK ("product_reviews"."rating" between 1 and 5),
	CONSTRAINT "product_reviews_title_length" CHECK (char_length("product_reviews"."title") between 1 and 120),
	CONSTRAINT "product_reviews_body_length" CHECK (char_length("product_reviews"."body") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "stock_alert_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "stock_alert_requests_product_email" UNIQUE("product_id","email"),
	CONSTRAINT "stock_alert_requests_email_lower" CHECK ("stock_alert_requests"."email" = lower("stock_alert_requests"."email")),
	CONSTRAINT "stock_alert_requests_email_length" CHECK (char_length("stock_alert_requests"."email") between 3 and 254)
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alert_requests" ADD CONSTRAINT "stock_alert_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alert_requests" ADD CONSTRAINT "stock_alert_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_product_created_idx" ON "product_reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_user_idx" ON "product_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stock_alert_requests_waiting_idx" ON "stock_alert_requests" USING btree ("product_id") WHERE "stock_alert_requests"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alert_requests_user_idx" ON "stock_alert_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stock_alert_requests_email_idx" ON "stock_alert_requests" USING btree ("email");