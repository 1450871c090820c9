CREATE TABLE "game_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"game" text NOT NULL,
	"score" integer NOT NULL,
	"seed" integer NOT NULL,
	"moves" text NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	"week_start" date NOT NULL,
	CONSTRAINT "game_scores_one_per_season" UNIQUE("user_id","game","seed","moves"),
	CONSTRAINT "game_scores_game_known" CHECK ("game_scores"."game" in ('pumpkin-patch')),
	CONSTRAINT "game_scores_score_range" CHECK ("game_scores"."score" between 0 and 5000),
	CONSTRAINT "game_scores_seed_range" CHECK ("game_scores"."seed" >= 1),
	CONSTRAINT "game_scores_moves_length" CHECK (char_length("game_scores"."moves") <= 64),
	CONSTRAINT "game_scores_week_starts_monday" CHECK (extract(isodow from "game_scores"."week_start") = 1)
);
--> statement-breakpoint
ALTER TABLE "game_scores" ADD CONSTRAINT "game_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_scores_week_idx" ON "game_scores" USING btree ("game","week_start","score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_scores_user_idx" ON "game_scores" USING btree ("user_id","game","score" DESC NULLS LAST);