CREATE TYPE "public"."fulfilment_status" AS ENUM('awaiting', 'shipped');--> statement-breakpoint
CREATE TABLE "fulfilments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_id" text,
	"status" "fulfilment_status" DEFAULT 'awaiting' NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"shipped_at" timestamp with time zone,
	"shipped_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fulfilments_shipped_has_tracking" CHECK ("fulfilments"."status" = 'awaiting' or ("fulfilments"."tracking_number" is not null and "fulfilments"."shipped_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fulfilment_id" uuid;--> statement-breakpoint
ALTER TABLE "fulfilments" ADD CONSTRAINT "fulfilments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfilments" ADD CONSTRAINT "fulfilments_shipped_by_users_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fulfilments_order_seller" ON "fulfilments" USING btree ("order_id",coalesce("seller_id", ''));--> statement-breakpoint
CREATE INDEX "fulfilments_seller_status_idx" ON "fulfilments" USING btree ("seller_id","status","created_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_fulfilment_id_fulfilments_id_fk" FOREIGN KEY ("fulfilment_id") REFERENCES "public"."fulfilments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_fulfilment_idx" ON "order_items" USING btree ("fulfilment_id");--> statement-breakpoint
-- Backfill (decision 0095): every paid order already placed gets its parcels, the ones of orders
-- already shipped as shipped with the order's tracking number. The categories are the shop's goods
-- (features/orders/fulfilment-rules.ts); courses, classes, fees and relief gifts are not shipped.
INSERT INTO "fulfilments" ("order_id", "seller_id", "status", "tracking_number", "shipped_at")
SELECT DISTINCT o."id", p."vendor_id",
  CASE WHEN o."status" IN ('shipped', 'delivered') AND o."tracking_number" IS NOT NULL THEN 'shipped'::"fulfilment_status" ELSE 'awaiting'::"fulfilment_status" END,
  CASE WHEN o."status" IN ('shipped', 'delivered') THEN o."tracking_number" END,
  CASE WHEN o."status" IN ('shipped', 'delivered') AND o."tracking_number" IS NOT NULL THEN coalesce(o."shipped_at", o."updated_at") END
FROM "orders" o
JOIN "order_items" i ON i."order_id" = o."id"
JOIN "products" p ON p."id" = i."product_id"
WHERE o."status" IN ('paid', 'shipped', 'delivered') AND o."shipping_method" <> 'none' AND NOT i."is_relief_product"
  AND p."category" IN ('seeds', 'soil', 'composting', 'watering', 'tools', 'books')
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "order_items" i SET "fulfilment_id" = f."id"
FROM "products" p, "fulfilments" f
WHERE p."id" = i."product_id" AND f."order_id" = i."order_id" AND f."seller_id" IS NOT DISTINCT FROM p."vendor_id"
  AND NOT i."is_relief_product" AND p."category" IN ('seeds', 'soil', 'composting', 'watering', 'tools', 'books');
