import { and, gt, inArray, isNull, or } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { type SearchDocumentImage, type SearchKind, searchDocuments } from '~/db/schema/search';

export type LinkedDocument = {
  kind: SearchKind;
  title: string;
  summary: string;
  path: string;
  image: SearchDocumentImage | null;
  priceCents: number | null;
};

/**
 * The public things at these addresses, as the search knows them (their title, kind, picture and
 * price): what a forum post or a page links to, shown as cards beside it. An address that is not
 * a document (a page gone, a typo) is simply absent; a class that has ended too.
 */
export async function findDocumentsByPaths(paths: readonly string[], db: Executor = getDb()): Promise<LinkedDocument[]> {
  if (paths.length === 0) return [];
  const rows = await db
    .select({
      kind: searchDocuments.kind,
      title: searchDocuments.title,
      summary: searchDocuments.summary,
      path: searchDocuments.path,
      image: searchDocuments.image,
      priceCents: searchDocuments.priceCents,
    })
    .from(searchDocuments)
    .where(
      and(
        inArray(searchDocuments.path, [...paths]),
        or(isNull(searchDocuments.expiresAt), gt(searchDocuments.expiresAt, new Date())),
      ),
    );
  const byPath = new Map(rows.map((row) => [row.path, row]));
  return paths.flatMap((path) => byPath.get(path) ?? []);
}
