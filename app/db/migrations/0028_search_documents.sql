CREATE TABLE "search_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"path" text NOT NULL,
	"image" jsonb,
	"price_cents" integer,
	"published_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "search_documents"."title"), 'A')
          || setweight(to_tsvector('english'::regconfig, "search_documents"."keywords"), 'B')
          || setweight(to_tsvector('english'::regconfig, "search_documents"."summary"), 'C')
          || setweight(to_tsvector('english'::regconfig, "search_documents"."body"), 'D')) STORED NOT NULL,
	CONSTRAINT "search_documents_kind_known" CHECK ("search_documents"."kind" in ('product', 'course', 'class', 'guide', 'recipe', 'post', 'thread', 'page')),
	CONSTRAINT "search_documents_path_local" CHECK ("search_documents"."path" like '/%' and "search_documents"."path" not like '//%')
);
--> statement-breakpoint
CREATE TABLE "search_postings" (
	"lexeme" text NOT NULL,
	"document_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"impact" real NOT NULL,
	CONSTRAINT "search_postings_document_id_lexeme_pk" PRIMARY KEY("document_id","lexeme")
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_document_id_search_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."search_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_source_idx" ON "search_documents" USING btree ("kind","source_id","language");--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_postings_lookup_idx" ON "search_postings" USING btree ("lexeme","kind","impact" DESC NULLS LAST,"document_id");--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_vocabulary_prefix_idx" ON "search_vocabulary" USING btree ("word" text_pattern_ops);--> statement-breakpoint
-- Hand-written (decision 0077): products, courses and classes announce a change of what the
-- site search shows of them (`product.changed`, `course.changed`, `class.changed`) on the
-- outbox, in the transaction that made it, whichever code made it (as `product.back_in_stock`
-- does, decision 0040). The owning domain's subscriber rewrites its search document. Stock and
-- other columns search does not show do not announce anything. The event types are declared in
-- app/features/catalog/events.ts and app/features/learning/events.ts.
CREATE OR REPLACE FUNCTION "announce_search_source_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  row_id uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END;
BEGIN
  INSERT INTO "outbox_events" ("type", "payload")
  VALUES (TG_ARGV[0], jsonb_build_object(TG_ARGV[1], row_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_search_source_added_or_removed"
AFTER INSERT OR DELETE ON "products"
FOR EACH ROW EXECUTE FUNCTION "announce_search_source_changed"('product.changed', 'productId');
--> statement-breakpoint
CREATE TRIGGER "products_search_source_changed"
AFTER UPDATE ON "products"
FOR EACH ROW
WHEN ((OLD."name", OLD."handle", OLD."summary", OLD."description_md", OLD."category", OLD."tags", OLD."status", OLD."price_cents", OLD."images")
  IS DISTINCT FROM (NEW."name", NEW."handle", NEW."summary", NEW."description_md", NEW."category", NEW."tags", NEW."status", NEW."price_cents", NEW."images"))
EXECUTE FUNCTION "announce_search_source_changed"('product.changed', 'productId');
--> statement-breakpoint
CREATE TRIGGER "courses_search_source_added_or_removed"
AFTER INSERT OR DELETE ON "courses"
FOR EACH ROW EXECUTE FUNCTION "announce_search_source_changed"('course.changed', 'courseId');
--> statement-breakpoint
CREATE TRIGGER "courses_search_source_changed"
AFTER UPDATE ON "courses"
FOR EACH ROW
WHEN ((OLD."slug", OLD."title", OLD."summary", OLD."description_md", OLD."topic", OLD."level", OLD."language", OLD."cover_image", OLD."instructor_name", OLD."status", OLD."price_cents")
  IS DISTINCT FROM (NEW."slug", NEW."title", NEW."summary", NEW."description_md", NEW."topic", NEW."level", NEW."language", NEW."cover_image", NEW."instructor_name", NEW."status", NEW."price_cents"))
EXECUTE FUNCTION "announce_search_source_changed"('course.changed', 'courseId');
--> statement-breakpoint
CREATE TRIGGER "coaching_classes_search_source_added_or_removed"
AFTER INSERT OR DELETE ON "coaching_classes"
FOR EACH ROW EXECUTE FUNCTION "announce_search_source_changed"('class.changed', 'classId');
--> statement-breakpoint
CREATE TRIGGER "coaching_classes_search_source_changed"
AFTER UPDATE ON "coaching_classes"
FOR EACH ROW
WHEN ((OLD."title", OLD."summary", OLD."description_md", OLD."instructor_name", OLD."starts_at", OLD."duration_minutes", OLD."price_cents", OLD."status")
  IS DISTINCT FROM (NEW."title", NEW."summary", NEW."description_md", NEW."instructor_name", NEW."starts_at", NEW."duration_minutes", NEW."price_cents", NEW."status"))
EXECUTE FUNCTION "announce_search_source_changed"('class.changed', 'classId');
