CREATE TYPE "public"."instructor_document_kind" AS ENUM('identity', 'credential');--> statement-breakpoint
CREATE TABLE "instructor_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" "instructor_document_kind" NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructor_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "instructor_documents_type" CHECK ("instructor_documents"."content_type" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "instructor_documents_size" CHECK ("instructor_documents"."size_bytes" between 1 and 10485760),
	CONSTRAINT "instructor_documents_name_length" CHECK (char_length("instructor_documents"."file_name") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "instructor_documents" ADD CONSTRAINT "instructor_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instructor_documents_user_idx" ON "instructor_documents" USING btree ("user_id","uploaded_at");