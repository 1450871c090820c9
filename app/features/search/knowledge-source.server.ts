import { and, asc, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { type SearchKind, searchDocuments } from '~/db/schema/search';
import { KEYWORD_SEPARATOR } from './documents.server';

/*
 * The search documents as a source of knowledge (issue 38): the assistant cuts them into
 * passages of its own and keeps them current by comparing each document's content hash with
 * the one it cut. Search stays the one owner of the documents; this is its read for that use.
 */

export type KnowledgeDocument = {
  /** `kind:sourceId:language`, unique. */
  key: string;
  kind: SearchKind;
  title: string;
  summary: string;
  body: string;
  path: string;
  /** Guides' and pages' section headings (their keywords), to cut their text at; empty for the rest. */
  headings: string[];
  contentHash: string;
};

/** Every live document's key and content hash: what the assistant compares with what it holds. */
export async function listKnowledgeHashes(db: Executor): Promise<Map<string, string>> {
  const rows = await db
    .select({
      key: sql<string>`${searchDocuments.kind} || ':' || ${searchDocuments.sourceId} || ':' || ${searchDocuments.language}`,
      contentHash: searchDocuments.contentHash,
    })
    .from(searchDocuments)
    .where(or(isNull(searchDocuments.expiresAt), gt(searchDocuments.expiresAt, new Date())));
  return new Map(rows.map((row) => [row.key, row.contentHash]));
}

/** The documents with these keys, whole. */
export async function readKnowledgeDocuments(db: Executor, keys: readonly string[]): Promise<KnowledgeDocument[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({
      key: sql<string>`${searchDocuments.kind} || ':' || ${searchDocuments.sourceId} || ':' || ${searchDocuments.language}`,
      kind: searchDocuments.kind,
      title: searchDocuments.title,
      summary: searchDocuments.summary,
      body: searchDocuments.body,
      path: searchDocuments.path,
      keywords: searchDocuments.keywords,
      contentHash: searchDocuments.contentHash,
    })
    .from(searchDocuments)
    .where(
      and(
        sql`(${searchDocuments.kind} || ':' || ${searchDocuments.sourceId} || ':' || ${searchDocuments.language}) = any(${sql.param([...keys])}::text[])`,
      ),
    )
    .orderBy(asc(searchDocuments.path));
  return rows.map(({ keywords, ...row }) => ({
    ...row,
    headings: row.kind === 'guide' || row.kind === 'page' ? keywords.split(KEYWORD_SEPARATOR).filter(Boolean) : [],
  }));
}
