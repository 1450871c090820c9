CREATE TABLE "ledger_party_days" (
	"account" "ledger_account" NOT NULL,
	"party_id" text NOT NULL,
	"day" date NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_party_days_account_party_id_day_pk" PRIMARY KEY("account","party_id","day")
);
--> statement-breakpoint
CREATE INDEX "products_vendor_updated_idx" ON "products" USING btree ("vendor_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "fulfilments_seller_shipped_idx" ON "fulfilments" USING btree ("seller_id","shipped_at");--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at");
--> statement-breakpoint
-- Each party's days are kept by the database in the transaction that writes the ledger (issue 39):
-- whatever inserts entries (the ledger's jobs, the nightly sweep, a backfill), the days move with
-- them, so the dashboards can read a few rows and never drift from the entries. An entry counts
-- on the UTC day its order was paid; a change of `paid_at` (a late payment) moves the order's
-- entries to the new day. The ledger is append-only; a deletion is taken out all the same.
-- Rows are written in key order, so two postings touching the same parties cannot deadlock.
CREATE OR REPLACE FUNCTION "ledger_party_days_from_entries"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ledger_party_days" AS d ("account", "party_id", "day", "amount_cents", "orders")
    SELECT e."account", e."party_id", (o."paid_at" AT TIME ZONE 'UTC')::date,
      sum(e."amount_cents"), count(*) FILTER (WHERE e."event" = 'paid')
    FROM "ledger_new_entries" e JOIN "orders" o ON o."id" = e."order_id"
    WHERE e."party_id" <> '' AND o."paid_at" IS NOT NULL
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT ("account", "party_id", "day") DO UPDATE SET
      "amount_cents" = d."amount_cents" + excluded."amount_cents",
      "orders" = d."orders" + excluded."orders";
  ELSE
    UPDATE "ledger_party_days" AS d SET
      "amount_cents" = d."amount_cents" - gone."amount_cents",
      "orders" = d."orders" - gone."orders"
    FROM (
      SELECT e."account", e."party_id", (o."paid_at" AT TIME ZONE 'UTC')::date AS "day",
        sum(e."amount_cents") AS "amount_cents", count(*) FILTER (WHERE e."event" = 'paid') AS "orders"
      FROM "ledger_old_entries" e JOIN "orders" o ON o."id" = e."order_id"
      WHERE e."party_id" <> '' AND o."paid_at" IS NOT NULL
      GROUP BY 1, 2, 3
    ) AS gone
    WHERE d."account" = gone."account" AND d."party_id" = gone."party_id" AND d."day" = gone."day";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_party_days_insert"
AFTER INSERT ON "ledger_entries"
REFERENCING NEW TABLE AS "ledger_new_entries"
FOR EACH STATEMENT
EXECUTE FUNCTION "ledger_party_days_from_entries"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_party_days_delete"
AFTER DELETE ON "ledger_entries"
REFERENCING OLD TABLE AS "ledger_old_entries"
FOR EACH STATEMENT
EXECUTE FUNCTION "ledger_party_days_from_entries"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_party_days_move_order"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ledger_party_days" AS d ("account", "party_id", "day", "amount_cents", "orders")
  SELECT e."account", e."party_id", moved."day",
    moved."sign" * sum(e."amount_cents"), moved."sign" * count(*) FILTER (WHERE e."event" = 'paid')
  FROM "ledger_entries" e
  CROSS JOIN (VALUES ((OLD."paid_at" AT TIME ZONE 'UTC')::date, -1), ((NEW."paid_at" AT TIME ZONE 'UTC')::date, 1)) AS moved("day", "sign")
  WHERE e."order_id" = NEW."id" AND e."party_id" <> '' AND moved."day" IS NOT NULL
  GROUP BY e."account", e."party_id", moved."day", moved."sign"
  ORDER BY 1, 2, 3
  ON CONFLICT ("account", "party_id", "day") DO UPDATE SET
    "amount_cents" = d."amount_cents" + excluded."amount_cents",
    "orders" = d."orders" + excluded."orders";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_paid_at_party_days"
AFTER UPDATE OF "paid_at" ON "orders"
FOR EACH ROW
WHEN ((OLD."paid_at" AT TIME ZONE 'UTC')::date IS DISTINCT FROM (NEW."paid_at" AT TIME ZONE 'UTC')::date)
EXECUTE FUNCTION "ledger_party_days_move_order"();
--> statement-breakpoint
-- The entries already written, rolled up once.
INSERT INTO "ledger_party_days" ("account", "party_id", "day", "amount_cents", "orders")
SELECT e."account", e."party_id", (o."paid_at" AT TIME ZONE 'UTC')::date,
  sum(e."amount_cents"), count(*) FILTER (WHERE e."event" = 'paid')
FROM "ledger_entries" e JOIN "orders" o ON o."id" = e."order_id"
WHERE e."party_id" <> '' AND o."paid_at" IS NOT NULL
GROUP BY 1, 2, 3;
