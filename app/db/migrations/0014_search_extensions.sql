-- Search (issue 11, decision 0039). pg_trgm gives typo tolerance ("tomatoe", "compst"); PGlite
-- ships it as an extension that app/db/client.server.ts loads, PostgreSQL has it in contrib
-- (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- A stored tsvector is a generated column, and a generation expression may call immutable
-- functions only. array_to_string is declared stable (it calls each element type's output
-- function); on text[] that output never changes, so this wrapper may honestly say immutable.
-- PL/pgSQL so that the planner never inlines it back into the stable call.
CREATE OR REPLACE FUNCTION "search_words"("words" text[]) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN array_to_string("words", ' ');
END
$$;
