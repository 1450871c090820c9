import { inArray, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { assistantPassages } from '~/db/schema/assistant';
import { normaliseQuery, searchTerms } from '~/features/search/search-text';
import { getEnv } from '~/utils/env.server';
import { getLogger } from '~/utils/logger.server';
import { embedTexts } from './embedder.server';
import { fuseRankings } from './rank-fusion';
import { nearestPassages } from './vector-index.server';

/*
 * Finding the passages that answer a question (issue 38): full-text ranking over the
 * knowledge index. A passage scores the weight of each of the question's words it has (never
 * "all of them": a natural question shares most of its words with its answer, rarely every
 * one), a word weighing more the fewer passages hold it, plus the weighted rank (the title and
 * heading over the text). Stop words fall out in the stemmer. Only letters and digits reach the
 * query, as bound values.
 */

export type RetrievedPassage = {
  id: string;
  kind: string;
  title: string;
  path: string;
  heading: string;
  text: string;
  position: number;
  /** How many of the question's words it has. */
  matched: number;
  rank: number;
};

const WORD = /^[\p{L}\p{N}]+$/u;

/** The passages best answering the question, best first. */
export async function retrievePassages(
  { question, limit = 12 }: { question: string; limit?: number },
  db: Executor = getDb(),
): Promise<RetrievedPassage[]> {
  const words = [...new Set(searchTerms(normaliseQuery(question)).filter((word) => WORD.test(word)))].slice(0, 16);
  if (words.length === 0) return [];
  const result = (await db.execute(sql`
    with words as (
      select distinct lexeme from unnest(${sql.param(words)}::text[]) as w(word)
      cross join lateral (select (tsvector_to_array(to_tsvector('english'::regconfig, w.word)))[1] as lexeme) s
      where s.lexeme is not null
    ),
    total as (select greatest(count(*), 1)::float8 as n from ${assistantPassages}),
    weighted as (
      -- A word found in few passages says more about what is asked than one found everywhere (idf).
      select w.lexeme, to_tsquery('english'::regconfig, w.lexeme || ':*') as q,
        ln((total.n + 1) / (1 + (select count(*) from ${assistantPassages} p where p.search_vector @@ to_tsquery('english'::regconfig, w.lexeme || ':*')))) as weight
      from words w, total
    ),
    question as (
      select to_tsquery('english'::regconfig, string_agg(lexeme || ':*', ' | ')) as q from words having count(*) > 0
    )
    select p.id, p.kind, p.title, p.path, p.heading, p.text, p.position,
      (select count(*) from weighted w where p.search_vector @@ w.q)::int as matched,
      (select coalesce(sum(w.weight), 0) from weighted w where p.search_vector @@ w.q)
        + ts_rank_cd('{0.1, 0.2, 0.6, 1.0}', p.search_vector, question.q, 1) as rank
    from question, ${assistantPassages} p
    where p.search_vector @@ question.q
    order by rank desc, p.id
    limit ${limit}`)) as unknown as { rows: RetrievedPassage[] };
  return result.rows.map((row) => ({
    ...row,
    matched: Number(row.matched),
    rank: Number(row.rank),
    position: Number(row.position),
  }));
}

/** The passages with these ids, whole (those the meaning search found and the words did not). */
async function readPassages(ids: readonly string[], db: Executor): Promise<RetrievedPassage[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: assistantPassages.id,
      kind: assistantPassages.kind,
      title: assistantPassages.title,
      path: assistantPassages.path,
      heading: assistantPassages.heading,
      text: assistantPassages.text,
      position: assistantPassages.position,
    })
    .from(assistantPassages)
    .where(inArray(assistantPassages.id, [...ids]));
  return rows.map((row) => ({ ...row, matched: 0, rank: 0 }));
}

/**
 * Hybrid retrieval (issue 38): the words' ranking above and the passages nearest the question's
 * meaning (vector-index.server.ts), fused by reciprocal rank (rank-fusion.ts), so a question
 * worded unlike the page that answers it ("my bin stinks") still finds it, and a rare exact word
 * still wins. Without vectors yet (a fresh install whose job has not run), or if the model cannot
 * load, the words' ranking answers alone.
 */
export async function retrieveHybrid(
  { question, limit = 12 }: { question: string; limit?: number },
  db: Executor = getDb(),
): Promise<RetrievedPassage[]> {
  const [byWords, byMeaning] = await Promise.all([
    retrievePassages({ question, limit: 40 }, db),
    !getEnv().AI_EMBEDDINGS
      ? []
      : embedTexts([question])
          .then(([vector]) => (vector ? nearestPassages(vector, { limit: 40 }, db) : []))
          .catch((error: unknown) => {
            getLogger().warn({ err: error }, 'the meaning search is unavailable; answering from the words alone');
            return [];
          }),
  ]);
  if (byMeaning.length === 0) return byWords.slice(0, limit);
  // k = 10, not the paper's 60: with two lists of about twenty, the first places must count. On
  // the quality set, words alone found 68 of 79, meaning alone 55, k = 60 68, and k = 10 74.
  const fused = fuseRankings([byWords.map((passage) => passage.id), byMeaning.map((passage) => passage.id)], {
    k: 10,
  }).slice(0, limit);
  const known = new Map(byWords.map((passage) => [passage.id, passage]));
  const missing = fused.map((item) => item.id).filter((id) => !known.has(id));
  for (const passage of await readPassages(missing, db)) known.set(passage.id, passage);
  return fused.flatMap((item) => known.get(item.id) ?? []);
}
