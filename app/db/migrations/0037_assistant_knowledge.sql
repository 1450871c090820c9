CREATE TABLE "assistant_embeddings" (
	"text_hash" text NOT NULL,
	"model" text NOT NULL,
	"vector" real[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_embeddings_text_hash_model_pk" PRIMARY KEY("text_hash","model")
);
--> statement-breakpoint
CREATE TABLE "assistant_passages" (
	"id" text PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"document_hash" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"position" real DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "assistant_passages"."title" || ' ' || "assistant_passages"."heading"), 'A') || setweight(to_tsvector('english'::regconfig, "assistant_passages"."text"), 'B')) STORED NOT NULL,
	"text_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "assistant_passages_document_idx" ON "assistant_passages" USING btree ("document_key");--> statement-breakpoint
CREATE INDEX "assistant_passages_vector_idx" ON "assistant_passages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "assistant_passages_text_hash_idx" ON "assistant_passages" USING btree ("text_hash");