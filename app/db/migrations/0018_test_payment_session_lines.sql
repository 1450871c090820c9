ALTER TABLE "test_payment_sessions" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD COLUMN "shipping_cents" integer;--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD COLUMN "tax_cents" integer;