import { sql } from 'drizzle-orm';
import { type Executor, getDb, type SqlRows } from '~/db/client.server';
import { preparedSql } from '~/db/prepared.server';
import {
  DOCUMENT_SEARCH_CONFIG,
  searchDocuments as documents,
  searchPostings as postings,
  SEARCH_KINDS,
  type SearchDocumentImage,
  type SearchKind,
  searchVocabulary as vocabulary,
} from '~/db/schema/search';
import { normaliseQuery, quotedPhrases, searchTerms, snippetAround, TYPO_SIMILARITY } from './search-text';

/** One thing found, with a passage of its text around the first match. */
export type SearchHit = {
  kind: SearchKind;
  sourceId: string;
  title: string;
  summary: string;
  path: string;
  image: SearchDocumentImage | null;
  priceCents: number | null;
  publishedAt: string | null;
  snippet: string;
  /** How many of the query's words it has (the first key of the ranking). */
  matched: number;
};

/**
 * `total` counts the documents the search read; when `isCapped`, more match than it read (a
 * common word on a large site), and the page says "more than".
 */
export { SEARCH_KINDS, type SearchKind };

export type SearchGroup = { kind: SearchKind; total: number; isCapped: boolean; hits: SearchHit[] };

export type DocumentSearch = {
  query: string;
  /** The words looked for, after typo correction: what the results mark. */
  terms: string[];
  /** Words of the query that matched nothing and were read as another ("compst" → "compost"). */
  corrections: { from: string; to: string }[];
  groups: SearchGroup[];
};

/** Typos are corrected only for words this long: short words are too alike by chance. */
const CORRECT_MIN_LENGTH = 4;

const CONFIG = sql.raw(`'${DOCUMENT_SEARCH_CONFIG}'::regconfig`);

/** A word still being typed ("compo") is looked up as the indexed words it begins, at most this many. */
const COMPLETIONS = 3;

/** What a raw statement answers, on both drivers. */
type PlannedTerm = { term: string; lexeme: string | null; isWord: boolean; completions: string[]; closest: string | null };

/**
 * Each word of the query as the index stems it (null for a stop word such as "how" or "the"),
 * whether the index holds that word, the indexed words it begins when it does not (a word
 * still being typed), and, when it begins none, the closest indexed word (a typo). One round
 * trip; `%` answers from the vocabulary's trigram index at the threshold set just before.
 */
const planStatement = preparedSql(
  'search_plan_terms',
  sql`
    select t.term, s.lexeme, w.is_word, c.completions,
      case when s.lexeme is not null and not w.is_word and cardinality(c.completions) = 0 and char_length(t.term) >= ${CORRECT_MIN_LENGTH}
        then (
          -- % answers from the trigram index at its default threshold; the stricter one is ours.
          select v.word from ${vocabulary} v
          where v.word % t.term and similarity(v.word, t.term) >= ${TYPO_SIMILARITY}
          order by similarity(v.word, t.term) desc, v.word limit 1)
      end as closest
    from unnest(${sql.placeholder('terms')}::text[]) with ordinality as t(term, place)
    cross join lateral (
      select (tsvector_to_array(to_tsvector(${CONFIG}, t.term)))[1] as lexeme
    ) s
    cross join lateral (select exists (select 1 from ${vocabulary} v where v.word = s.lexeme) as is_word) w
    cross join lateral (
      select coalesce(array_agg(word), '{}') as completions from (
        select v.word from ${vocabulary} v
        where not w.is_word and s.lexeme is not null and v.word like s.lexeme || '%'
        order by char_length(v.word), v.word limit ${COMPLETIONS}
      ) found
    ) c
    order by t.place`,
);

async function planTerms(executor: Executor, terms: string[]): Promise<PlannedTerm[]> {
  const result = (await planStatement(executor).execute({ terms })) as unknown as SqlRows<{
    term: string;
    lexeme: string | null;
    is_word: boolean;
    completions: string[] | null;
    closest: string | null;
  }>;
  return result.rows.map((row) => ({
    term: row.term,
    lexeme: row.lexeme,
    isWord: row.is_word,
    completions: row.completions ?? [],
    closest: row.closest,
  }));
}

type RankedRow = {
  id: string;
  kind: SearchKind;
  source_id: string;
  title: string;
  summary: string;
  path: string;
  image: SearchDocumentImage | null;
  price_cents: number | null;
  published_at: string | Date | null;
  body: string;
  matched: number;
  total: number;
  is_capped: boolean;
};

export type SearchOptions = {
  query: string;
  /** Look in these kinds only (the search page's filter, the header's groups). */
  kinds?: readonly SearchKind[];
  /** How many hits of each kind; with one kind, a page of that many. */
  perKind?: number;
  /** With one kind: which page (from 1). */
  page?: number;
};

const WORDS_ONLY = /^[\p{L}\p{N}]+$/u;

/** The deepest the search pages go: past this many results of a kind, nobody reads on. */
const POSTINGS_DEPTH_MAX = 300;
/** A word with fewer postings than this is rare: documents that merely mention it are read too… */
const RARE_BELOW = 200;
/** …up to twice the rows wanted, at least this many… */
const MENTIONED_MIN = 40;
/** …and at most this many. */
const MENTIONED_MAX = 100;

/**
 * The ranking, one prepared statement (planned once per connection; decision 0077).
 *
 * Candidates are the documents each word speaks for most in each kind: the postings, read in
 * impact order from their index, so the cost does not grow with the number of documents that
 * mention a common word. A word rare enough to have few postings may still be mentioned, once,
 * in some bodies: for such words only, documents that mention them are read from the full-text
 * index too (a few hundred at most). A candidate is ranked by how many of the query's words it
 * has, then by the sum of their impacts (title 1, keywords 0.4, summary 0.2, body 0.1, damped by
 * length), then by title; a mention counts as a body word. Only the rows shown are read whole.
 */
const rankStatement = preparedSql(
  'search_rank_documents',
  sql`
    with lookups as (
      -- Each lookup's prefix query is made once here, not once for every document read below.
      select place, lexeme, to_tsquery(${CONFIG}, lexeme || ':*') as q from (
        select distinct place, lexeme from unnest(${sql.placeholder('places')}::int[], ${sql.placeholder('lexemes')}::text[]) as l(place, lexeme)
      ) distinct_lookups
    ),
    kinds as (select kind from unnest(${sql.placeholder('kinds')}::text[]) as k(kind)),
    spoken_for as (
      select distinct p.document_id from (select distinct lexeme from lookups) l cross join kinds k
      cross join lateral (
        select sp.document_id from ${postings} sp
        where sp.lexeme = l.lexeme and sp.kind = k.kind
        order by sp.impact desc nulls last limit ${sql.placeholder('depth')}::int
      ) p
    ),
    rare as materialized (
      select to_tsquery(${CONFIG}, string_agg(w.word || ':*', ' | ')) as q
      from (select distinct lexeme as word from lookups) w
      where not exists (select 1 from ${postings} sp where sp.lexeme = w.word offset ${sql.placeholder('rareBelow')}::int)
      -- No row at all when no word is rare, so the mention search below does not run.
      having count(*) > 0
    ),
    mentioned as (
      select m.document_id,
        (select count(distinct l.place) from lookups l where m.search_vector @@ l.q) as matched,
        0.1 * ts_rank('{1, 1, 1, 1}', m.search_vector, m.q, 1) as impact
      from rare r cross join lateral (
        select d.id as document_id, d.search_vector, r.q from ${documents} d
        where d.search_vector @@ r.q and d.kind = any(${sql.placeholder('kinds')}::text[])
        limit ${sql.placeholder('mentionedMax')}::int
      ) m
    ),
    spoken_scored as (
      select s.document_id, x.matched, x.impact from spoken_for s
      cross join lateral (
        select count(distinct l.place) as matched, sum(sp.impact) as impact
        from lookups l join ${postings} sp on sp.document_id = s.document_id and sp.lexeme = l.lexeme
      ) x
    ),
    scored as (
      select document_id, max(matched) as matched, max(impact) as impact
      from (select * from spoken_scored union all select * from mentioned) both_ways group by document_id
    ),
    matching as (
      select d.id, d.kind, d.title, s.matched, s.impact
      from scored s join ${documents} d on d.id = s.document_id
      where (d.expires_at is null or d.expires_at > now())
        and (cardinality(${sql.placeholder('phrases')}::text[]) = 0 or not exists (
          select 1 from unnest(${sql.placeholder('phrases')}::text[]) as f(p) where not (d.search_vector @@ to_tsquery(${CONFIG}, f.p))))
    ),
    ranked as (
      select id, matched, count(*) over (partition by kind) as total,
        row_number() over (partition by kind order by matched desc, impact desc, title, id) as place
      from matching
    )
    select d.id, d.kind, d.source_id, d.title, d.summary, d.path, d.image, d.price_cents, d.published_at,
      d.body, r.matched::int as matched, r.total::int as total,
      r.total >= ${sql.placeholder('depth')}::int or (select count(*) from mentioned) >= ${sql.placeholder('mentionedMax')}::int as is_capped
    from ranked r join ${documents} d on d.id = r.id
    where r.place > ${sql.placeholder('from')}::int and r.place <= ${sql.placeholder('to')}::int
    order by r.place`,
);

/**
 * The site's search (decision 0077). A document matches when it has any of the words (after
 * typo correction) and every quoted phrase; documents are ranked first by how many of the words
 * they have, so a question of several words finds the pages that share most of them, then by
 * the weighted rank (title, keywords, summary, body; long bodies damped), then by title.
 * The query reaches SQL only as bound values made of letters and digits.
 */
export async function findDocuments({
  query: raw,
  kinds = SEARCH_KINDS,
  perKind = 5,
  page = 1,
}: SearchOptions): Promise<DocumentSearch> {
  const query = normaliseQuery(raw);
  const terms = searchTerms(query);
  const empty: DocumentSearch = { query, terms, corrections: [], groups: [] };
  if (terms.length === 0 || kinds.length === 0) return empty;
  const phrases = quotedPhrases(query);

  const executor = getDb();
  const planned = await planTerms(executor, terms);
  const corrections: DocumentSearch['corrections'] = [];
  // Each word of the query is looked up by one or more indexed words (its own, the words it
  // begins while still being typed, or the word it is a typo of); `places` says which query
  // word each lookup stands for, so a document counts each query word once. `marked` is what
  // the results highlight.
  const places: number[] = [];
  const lexemes: string[] = [];
  const marked: string[] = [];
  planned.forEach((term, place) => {
    if (term.lexeme === null) return; // a stop word: "how", "do", "the"
    let found: string[] = [];
    if (term.isWord) found = [term.lexeme];
    else if (term.completions.length > 0) found = term.completions;
    else if (term.closest) {
      corrections.push({ from: term.term, to: term.closest });
      found = [term.closest];
    }
    for (const lexeme of found.filter((word) => WORDS_ONLY.test(word))) {
      places.push(place);
      lexemes.push(lexeme);
    }
    if (found.length > 0) marked.push(term.closest && !term.isWord && term.completions.length === 0 ? term.closest : term.term);
  });
  if (lexemes.length === 0) return { ...empty, corrections };
  const offset = kinds.length === 1 ? (Math.max(1, page) - 1) * perKind : 0;
  // Each word brings its own best documents: with one word twice the rows shown (room for the
  // phrase filter and expiry), with several words the same number shared between them, since
  // each brings as many again. Every candidate costs one index probe per word to count its words.
  const wanted = offset + perKind;
  const words = new Set(places).size;
  const depth = Math.min(POSTINGS_DEPTH_MAX, Math.max(wanted, Math.ceil((wanted * 2) / words)));
  const result = (await rankStatement(executor).execute({
    places,
    lexemes,
    kinds: [...kinds],
    depth,
    rareBelow: RARE_BELOW,
    mentionedMax: Math.min(MENTIONED_MAX, Math.max(MENTIONED_MIN, wanted * 2)),
    phrases: phrases.map((phrase) => phrase.join(' <-> ')),
    from: offset,
    to: offset + perKind,
  })) as unknown as SqlRows<RankedRow>;

  const highlighted = [...new Set([...marked, ...phrases.flat()])];
  const byKind = new Map<SearchKind, SearchGroup>();
  for (const row of result.rows) {
    let group = byKind.get(row.kind);
    if (!group) {
      group = { kind: row.kind, total: row.total, isCapped: row.is_capped, hits: [] };
      byKind.set(row.kind, group);
    }
    group.hits.push({
      kind: row.kind,
      sourceId: row.source_id,
      title: row.title,
      summary: row.summary,
      path: row.path,
      image: row.image,
      priceCents: row.price_cents,
      publishedAt: row.published_at === null ? null : new Date(row.published_at).toISOString(),
      snippet: snippetAround(row.body || row.summary, highlighted),
      matched: row.matched,
    });
  }
  const groups = SEARCH_KINDS.flatMap((kind) => byKind.get(kind) ?? []);
  return { query, terms: highlighted, corrections, groups };
}
