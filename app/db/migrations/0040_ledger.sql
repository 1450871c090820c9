CREATE TYPE "public"."ledger_account" AS ENUM('platform', 'relief', 'tax', 'shipping', 'instructor', 'vendor', 'affiliate');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"event" text NOT NULL,
	"refund_id" uuid,
	"account" "ledger_account" NOT NULL,
	"party_id" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_once" UNIQUE("order_id","event","account","party_id"),
	CONSTRAINT "ledger_entries_party_named" CHECK (("ledger_entries"."account" in ('instructor', 'vendor', 'affiliate')) = ("ledger_entries"."party_id" <> '')),
	CONSTRAINT "ledger_entries_event_shape" CHECK ("ledger_entries"."event" = 'paid' or "ledger_entries"."event" = 'refund:' || "ledger_entries"."refund_id"::text)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_adds_up";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_party_idx" ON "ledger_entries" USING btree ("account","party_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_refund_idx" ON "ledger_entries" USING btree ("refund_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_within_subtotal" CHECK ("orders"."discount_cents" between 0 and "orders"."subtotal_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."shipping_cents" + "orders"."tax_cents");