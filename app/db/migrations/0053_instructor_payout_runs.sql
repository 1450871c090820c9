ALTER TABLE "payout_destinations" DROP CONSTRAINT "payout_destinations_account";--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_party_account";--> statement-breakpoint
ALTER TABLE "payout_destinations" ADD CONSTRAINT "payout_destinations_account" CHECK ("payout_destinations"."account" in ('vendor', 'affiliate', 'instructor') and "payout_destinations"."party_id" <> '');--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_party_account" CHECK ("payouts"."account" in ('vendor', 'affiliate', 'instructor') and "payouts"."party_id" <> '');