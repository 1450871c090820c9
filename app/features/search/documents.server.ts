import { createHash } from 'node:crypto';
import { and, eq, inArray, like, notInArray, notLike, sql } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { type SearchDocumentImage, type SearchKind, searchDocuments, searchPostings, searchVocabulary } from '~/db/schema/search';
import { escapeLike } from '~/utils/like-pattern';

export type { SearchKind } from '~/db/schema/search';

/**
 * What a domain writes into the one search index (decision 0077) for one of its public things.
 * The owning domain builds it (it knows what is public and where it lives); search stores and
 * ranks it and never reads the domain's tables.
 */
export type SearchDocumentInput = {
  kind: SearchKind;
  /** The owning domain's key, unique within the kind: a product's id, a guide's slug. */
  sourceId: string;
  /** The language the text is written in; default English. */
  language?: string;
  title: string;
  /** The description or excerpt shown under the title. */
  summary: string;
  /** Plain text: no markup (content.server's markdownToText turns markdown into it). */
  body: string;
  keywords?: readonly string[];
  /** Where it is published: a path on this site. */
  path: string;
  image?: SearchDocumentImage | null;
  priceCents?: number | null;
  publishedAt?: Date | null;
  /** Found until then (a class until it has ended). */
  expiresAt?: Date | null;
};

/** Between the keywords in the stored text: no word of any language, so the full-text index ignores it. */
export const KEYWORD_SEPARATOR = ' | ';

/** Bodies beyond this are cut: a tsvector holds at most 1 MB, and nobody searches a book. */
const BODY_MAX = 200_000;

function rowOf(input: SearchDocumentInput) {
  const row = {
    kind: input.kind,
    sourceId: input.sourceId,
    language: input.language ?? 'en',
    title: input.title.trim(),
    summary: input.summary.trim(),
    body: input.body.slice(0, BODY_MAX),
    // Joined so each stays whole for readers that need them apart (the assistant cuts guides at their headings).
    keywords: (input.keywords ?? []).join(KEYWORD_SEPARATOR),
    path: input.path,
    image: input.image ?? null,
    priceCents: input.priceCents ?? null,
    publishedAt: input.publishedAt ?? null,
    expiresAt: input.expiresAt ?? null,
  };
  if (!row.title) throw new Error(`A search document needs a title (${row.kind} ${row.sourceId})`);
  if (!row.path.startsWith('/') || row.path.startsWith('//'))
    throw new Error(`A search document's path is a path on this site: ${row.path}`);
  const contentHash = createHash('sha256').update(JSON.stringify(row)).digest('base64url');
  return { ...row, contentHash };
}

/** Words of a document kept in the postings: its title's, keywords' and summary's, and what its body repeats, at most this many. */
const POSTINGS_PER_DOCUMENT = 64;

/**
 * Rewrites the postings and grows the vocabulary of these (just written) documents, from their
 * search vectors, so they agree with the index by construction. A word's impact is the weight of
 * the strongest place it appears (title 1, keywords 0.4, summary 0.2, body 0.1), a little more
 * for each repetition, damped by the document's length as the ranking damps it (ts_rank's
 * normalisation 1): long documents do not win on length alone.
 */
async function writePostings(db: Executor, ids: string[]) {
  const written = sql`d.id = any(${sql.param(ids)}::uuid[])`;
  await db.delete(searchPostings).where(inArray(searchPostings.documentId, ids));
  await db.execute(sql`
    with entries as (
      select d.id, d.kind, w.lexeme, cardinality(w.positions) as occurrences, length(d.search_vector) as lexemes,
        (select max(case weight when 'A' then 1.0 when 'B' then 0.4 when 'C' then 0.2 else 0.1 end) from unnest(w.weights) as weight) as strongest
      from ${searchDocuments} d, unnest(d.search_vector) as w(lexeme, positions, weights)
      where ${written} and char_length(w.lexeme) <= 60
    ),
    ranked as (
      select *, row_number() over (partition by id order by strongest desc, occurrences desc, lexeme) as place from entries
      where strongest > 0.1 or occurrences >= 2
    )
    insert into ${searchPostings} (document_id, lexeme, kind, impact)
    select id, lexeme, kind, ((strongest + 0.05 * ln(occurrences)) / (1 + ln(1 + lexemes)))::real
    from ranked where place <= ${POSTINGS_PER_DOCUMENT}`);
  // Letters only, three or more: numbers and fragments are not worth correcting a typo to.
  await db.execute(sql`
    insert into ${searchVocabulary} (word)
    select distinct w.lexeme from ${searchDocuments} d, unnest(d.search_vector) as w(lexeme, positions, weights)
    where ${written} and char_length(w.lexeme) between 3 and 40 and w.lexeme ~ '^[[:alpha:]]+$'
    on conflict do nothing`);
}

/**
 * Writes the documents, each replacing the one of the same kind, source and language; a
 * document whose content is unchanged is not written again (nor is its vocabulary). `db` may
 * be the transaction of the change that made them.
 */
export async function saveSearchDocuments(db: Executor, documents: readonly SearchDocumentInput[]): Promise<number> {
  if (documents.length === 0) return 0;
  const rows = documents.map(rowOf);
  const written = await db
    .insert(searchDocuments)
    .values(rows)
    .onConflictDoUpdate({
      target: [searchDocuments.kind, searchDocuments.sourceId, searchDocuments.language],
      set: {
        title: sql`excluded.title`,
        summary: sql`excluded.summary`,
        body: sql`excluded.body`,
        keywords: sql`excluded.keywords`,
        path: sql`excluded.path`,
        image: sql`excluded.image`,
        priceCents: sql`excluded.price_cents`,
        publishedAt: sql`excluded.published_at`,
        expiresAt: sql`excluded.expires_at`,
        contentHash: sql`excluded.content_hash`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${searchDocuments.contentHash} <> excluded.content_hash`,
    })
    .returning({ id: searchDocuments.id });
  if (written.length > 0)
    await writePostings(
      db,
      written.map((row) => row.id),
    );
  return written.length;
}

/** Removes the documents of these sources (in every language). */
export async function removeSearchDocuments(db: Executor, kind: SearchKind, sourceIds: readonly string[]): Promise<number> {
  if (sourceIds.length === 0) return 0;
  const removed = await db
    .delete(searchDocuments)
    .where(and(eq(searchDocuments.kind, kind), inArray(searchDocuments.sourceId, [...sourceIds])))
    .returning({ id: searchDocuments.id });
  return removed.length;
}

/**
 * Makes the index hold exactly these documents of a kind: for content that ships with the
 * build (guides, pages, recipes), synchronised when the server starts. Unchanged documents are
 * left alone; documents of the kind not in the list are removed, except those whose source
 * begins with one of `otherOwners`: a kind may have a second owner that keeps its own documents
 * current (open roles are pages too, written by careers when a role changes).
 */
export async function replaceSearchDocumentsOfKind(
  db: Executor,
  kind: SearchKind,
  documents: readonly SearchDocumentInput[],
  { otherOwners = [] }: { otherOwners?: readonly string[] } = {},
): Promise<{ written: number; removed: number }> {
  if (documents.some((document) => document.kind !== kind))
    throw new Error(`Only ${kind} documents may replace ${kind} documents`);
  if (documents.some((document) => otherOwners.some((prefix) => document.sourceId.startsWith(prefix))))
    throw new Error(`A ${kind} document's source may not begin with another owner's prefix`);
  const written = await saveSearchDocuments(db, documents);
  const keep = documents.map((document) => document.sourceId);
  const removed = await db
    .delete(searchDocuments)
    .where(
      and(
        eq(searchDocuments.kind, kind),
        keep.length > 0 ? notInArray(searchDocuments.sourceId, keep) : undefined,
        ...otherOwners.map((prefix) => notLike(searchDocuments.sourceId, `${escapeLike(prefix)}%`)),
      ),
    )
    .returning({ id: searchDocuments.id });
  return { written, removed: removed.length };
}

/**
 * How many documents of a kind the index holds (those whose source begins with `sourcePrefix`,
 * when given): a domain backfills its documents when there are none.
 */
export async function countSearchDocuments(
  db: Executor,
  kind: SearchKind,
  { sourcePrefix }: { sourcePrefix?: string } = {},
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(searchDocuments)
    .where(
      and(
        eq(searchDocuments.kind, kind),
        sourcePrefix === undefined ? undefined : like(searchDocuments.sourceId, `${escapeLike(sourcePrefix)}%`),
      ),
    );
  return row?.count ?? 0;
}
