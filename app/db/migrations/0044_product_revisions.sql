CREATE TYPE "public"."product_revision_state" AS ENUM('pending', 'approved', 'returned');--> statement-breakpoint
CREATE TABLE "product_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"proposed_by" text NOT NULL,
	"state" "product_revision_state" DEFAULT 'pending' NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description_md" text DEFAULT '' NOT NULL,
	"price_cents" integer,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"reason" text,
	CONSTRAINT "product_revisions_price_not_negative" CHECK ("product_revisions"."price_cents" is null or "product_revisions"."price_cents" >= 0),
	CONSTRAINT "product_revisions_returned_has_reason" CHECK ("product_revisions"."state" <> 'returned' or char_length("product_revisions"."reason") > 0),
	CONSTRAINT "product_revisions_decided" CHECK (("product_revisions"."state" = 'pending') = ("product_revisions"."decided_at" is null and "product_revisions"."decided_by" is null))
);
--> statement-breakpoint
ALTER TABLE "product_revisions" ADD CONSTRAINT "product_revisions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_revisions_one_pending" ON "product_revisions" USING btree ("product_id") WHERE "product_revisions"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "product_revisions_state_idx" ON "product_revisions" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE INDEX "product_revisions_product_idx" ON "product_revisions" USING btree ("product_id","submitted_at");