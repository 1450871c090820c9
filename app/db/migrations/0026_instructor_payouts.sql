CREATE TABLE "instructor_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" text,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text NOT NULL,
	"account_last4" text,
	"note" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructor_payouts_amount_positive" CHECK ("instructor_payouts"."amount_cents" > 0),
	CONSTRAINT "instructor_payouts_reference_length" CHECK (char_length("instructor_payouts"."reference") between 1 and 80),
	CONSTRAINT "instructor_payouts_note_length" CHECK ("instructor_payouts"."note" is null or char_length("instructor_payouts"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "instructor_payouts" ADD CONSTRAINT "instructor_payouts_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_payouts" ADD CONSTRAINT "instructor_payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instructor_payouts_instructor_idx" ON "instructor_payouts" USING btree ("instructor_id","paid_on");--> statement-breakpoint
CREATE INDEX "instructor_payouts_recorded_by_idx" ON "instructor_payouts" USING btree ("recorded_by");