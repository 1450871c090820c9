-- A product that could not be bought and now can (stock from 0 to more, or made active or
-- untracked again) announces `product.back_in_stock` on the outbox, in the transaction that made
-- the change (decision 0040). Stock comes back through many paths (an adjustment, a CSV import,
-- a refund's restock, an unpaid order released, an edit); the database sees every one of them,
-- including those added later. The event is declared in app/features/catalog/events.ts.
CREATE OR REPLACE FUNCTION "announce_product_back_in_stock"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "outbox_events" ("type", "payload")
  VALUES ('product.back_in_stock', jsonb_build_object('productId', NEW."id"));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_back_in_stock"
AFTER UPDATE OF "stock_quantity", "track_inventory", "status" ON "products"
FOR EACH ROW
WHEN (
  NEW."status" = 'active' AND (NOT NEW."track_inventory" OR NEW."stock_quantity" > 0)
  AND NOT (OLD."status" = 'active' AND (NOT OLD."track_inventory" OR OLD."stock_quantity" > 0))
)
EXECUTE FUNCTION "announce_product_back_in_stock"();
