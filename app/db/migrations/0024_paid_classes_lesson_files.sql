CREATE TYPE "public"."lesson_file_kind" AS ENUM('video', 'resource');--> statement-breakpoint
ALTER TYPE "public"."class_booking_status" ADD VALUE 'held';--> statement-breakpoint
CREATE TABLE "lesson_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"kind" "lesson_file_kind" NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "lesson_files_size" CHECK ("lesson_files"."size_bytes" between 1 and 2147483647),
	CONSTRAINT "lesson_files_name_length" CHECK (char_length("lesson_files"."file_name") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "class_bookings" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "class_bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coaching_classes" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "coaching_classes" ADD COLUMN "refund_cutoff_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_files" ADD CONSTRAINT "lesson_files_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_files_lesson_idx" ON "lesson_files" USING btree ("lesson_id","kind","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_files_one_video" ON "lesson_files" USING btree ("lesson_id") WHERE "lesson_files"."kind" = 'video';--> statement-breakpoint
ALTER TABLE "class_bookings" ADD CONSTRAINT "class_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_classes" ADD CONSTRAINT "coaching_classes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_bookings_order_idx" ON "class_bookings" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "coaching_classes" ADD CONSTRAINT "coaching_classes_refund_cutoff_range" CHECK ("coaching_classes"."refund_cutoff_hours" between 0 and 168);