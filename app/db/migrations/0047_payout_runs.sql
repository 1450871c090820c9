CREATE TYPE "public"."payout_method" AS ENUM('stripe', 'bank');--> statement-breakpoint
CREATE TYPE "public"."payout_run_status" AS ENUM('open', 'paid');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('pending', 'paid', 'failed');--> statement-breakpoint
CREATE TABLE "payout_destinations" (
	"account" "ledger_account" NOT NULL,
	"party_id" text NOT NULL,
	"stripe_account_id" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_destinations_account_party_id_pk" PRIMARY KEY("account","party_id"),
	CONSTRAINT "payout_destinations_account" CHECK ("payout_destinations"."account" in ('vendor', 'affiliate') and "payout_destinations"."party_id" <> ''),
	CONSTRAINT "payout_destinations_stripe_id" CHECK ("payout_destinations"."stripe_account_id" ~ '^acct_[A-Za-z0-9]+$')
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "payout_run_status" DEFAULT 'open' NOT NULL,
	"started_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"refund_window_days" integer NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"payout_count" integer DEFAULT 0 NOT NULL,
	"method" "payout_method",
	"paid_by" text,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payout_runs_total_positive" CHECK ("payout_runs"."total_cents" >= 0 and "payout_runs"."payout_count" >= 0),
	CONSTRAINT "payout_runs_paid_shape" CHECK (("payout_runs"."status" = 'paid') = ("payout_runs"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"account" "ledger_account" NOT NULL,
	"party_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "payout_status" DEFAULT 'pending' NOT NULL,
	"provider_transfer_id" text,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_once_per_run" UNIQUE("run_id","account","party_id"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_cents" > 0),
	CONSTRAINT "payouts_party_account" CHECK ("payouts"."account" in ('vendor', 'affiliate') and "payouts"."party_id" <> ''),
	CONSTRAINT "payouts_paid_shape" CHECK (("payouts"."status" = 'paid') = ("payouts"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_runs_one_open" ON "payout_runs" USING btree ("status") WHERE "payout_runs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "payout_runs_started_idx" ON "payout_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "payouts_party_idx" ON "payouts" USING btree ("account","party_id");