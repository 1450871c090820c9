ALTER TABLE "email_messages" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_dedupe_key_unique" UNIQUE("dedupe_key");