CREATE TABLE "payment_cards" (
	"provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_cards_provider_payment_id_pk" PRIMARY KEY("provider","payment_id")
);
--> statement-breakpoint
CREATE INDEX "payment_cards_fingerprint_idx" ON "payment_cards" USING btree ("fingerprint");