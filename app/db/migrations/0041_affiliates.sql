CREATE TYPE "public"."affiliate_event_type" AS ENUM('page_view', 'engagement', 'page_exit', 'conversion');--> statement-breakpoint
CREATE TYPE "public"."affiliate_status" AS ENUM('applied', 'approved', 'rejected', 'suspended');--> statement-breakpoint
CREATE TABLE "affiliate_daily" (
	"code" text NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"engaged" integer DEFAULT 0 NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "affiliate_daily_code_day_pk" PRIMARY KEY("code","day")
);
--> statement-breakpoint
CREATE TABLE "affiliate_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" "affiliate_event_type" NOT NULL,
	"page_url" text NOT NULL,
	"order_id" text,
	"amount_cents" integer,
	"session_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"screen_resolution" text DEFAULT '' NOT NULL,
	"timezone" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"user_id" text PRIMARY KEY NOT NULL,
	"code" text,
	"status" "affiliate_status" DEFAULT 'applied' NOT NULL,
	"channel" text NOT NULL,
	"plan" text NOT NULL,
	"wants_to_lead" boolean DEFAULT false NOT NULL,
	"is_leader" boolean DEFAULT false NOT NULL,
	"leader_id" text,
	"commission_percent" numeric(5, 2),
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"leader_addendum_accepted_at" timestamp with time zone,
	"locale" text DEFAULT 'en' NOT NULL,
	"decision_note" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "affiliates_channel_length" CHECK (char_length("affiliates"."channel") between 3 and 300),
	CONSTRAINT "affiliates_plan_length" CHECK (char_length("affiliates"."plan") between 20 and 2000),
	CONSTRAINT "affiliates_rate_range" CHECK ("affiliates"."commission_percent" is null or "affiliates"."commission_percent" between 0 and 50),
	CONSTRAINT "affiliates_code_when_approved" CHECK ("affiliates"."status" <> 'approved' or "affiliates"."code" is not null),
	CONSTRAINT "affiliates_not_own_leader" CHECK ("affiliates"."leader_id" is null or "affiliates"."leader_id" <> "affiliates"."user_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "affiliate_id" text;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_events_code_idx" ON "affiliate_events" USING btree (lower("code"),"received_at");--> statement-breakpoint
CREATE INDEX "affiliate_events_session_idx" ON "affiliate_events" USING btree ("session_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_code_unique" ON "affiliates" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "affiliates_status_idx" ON "affiliates" USING btree ("status","applied_at");--> statement-breakpoint
CREATE INDEX "affiliates_leader_idx" ON "affiliates" USING btree ("leader_id");--> statement-breakpoint
CREATE INDEX "orders_affiliate_idx" ON "orders" USING btree ("affiliate_id","paid_at");