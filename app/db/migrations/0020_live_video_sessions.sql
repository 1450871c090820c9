CREATE TABLE "class_attendance" (
	"class_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"first_joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_left_at" timestamp with time zone,
	"joins" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "class_attendance_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "class_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_chat_messages_body_length" CHECK (char_length("class_chat_messages"."body") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "realtime_overflow" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_attendance" ADD CONSTRAINT "class_attendance_class_id_coaching_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."coaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_attendance" ADD CONSTRAINT "class_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_chat_messages" ADD CONSTRAINT "class_chat_messages_class_id_coaching_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."coaching_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_chat_messages" ADD CONSTRAINT "class_chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_attendance_user_idx" ON "class_attendance" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "class_chat_messages_class_idx" ON "class_chat_messages" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE INDEX "class_chat_messages_user_idx" ON "class_chat_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "realtime_overflow_created_idx" ON "realtime_overflow" USING btree ("created_at");