ALTER TABLE "forum_categories" ADD COLUMN "visible_threads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_categories" ADD CONSTRAINT "forum_categories_visible_threads" CHECK ("forum_categories"."visible_threads" >= 0);--> statement-breakpoint
-- Hand-written (issue 37, decision 0107): each category's count of visible threads, kept in the
-- transaction that adds, hides, shows, moves or deletes a thread. A thread counts where it is
-- while it is visible; a move takes one from the old category and gives one to the new.
CREATE OR REPLACE FUNCTION "forum_categories_count_visible_threads"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" = 'visible' THEN
    UPDATE "forum_categories" SET "visible_threads" = "visible_threads" - 1 WHERE "id" = OLD."category_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" = 'visible' THEN
    UPDATE "forum_categories" SET "visible_threads" = "visible_threads" + 1 WHERE "id" = NEW."category_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "forum_threads_count_visible"
AFTER INSERT OR DELETE OR UPDATE OF "status", "category_id" ON "forum_threads"
FOR EACH ROW
EXECUTE FUNCTION "forum_categories_count_visible_threads"();
--> statement-breakpoint
UPDATE "forum_categories" AS c SET "visible_threads" = (
  SELECT count(*) FROM "forum_threads" AS t WHERE t."category_id" = c."id" AND t."status" = 'visible'
);
