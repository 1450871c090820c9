ALTER TYPE "public"."payout_run_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TYPE "public"."payout_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TABLE "product_revisions" ADD COLUMN "images" jsonb;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_cancelled_shape" CHECK (("payouts"."status"::text = 'cancelled') = ("payouts"."cancelled_at" is not null and "payouts"."cancel_reason" is not null));