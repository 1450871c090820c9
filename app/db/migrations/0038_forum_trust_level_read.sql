ALTER TABLE "forum_members" DROP CONSTRAINT "forum_members_trust_level_range";--> statement-breakpoint
ALTER TABLE "forum_members" DROP COLUMN "trust_level";