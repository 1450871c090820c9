import type { Executor } from '~/db/client.server';
import { syncKnowledge } from '~/features/assistant/knowledge-index.server';
import { backfillBlogSearch } from '~/features/blog/post-search-document.server';
import { backfillCareersSearch } from '~/features/careers/role-search-document.server';
import { ROLE_SEARCH_SOURCE_PREFIX } from '~/features/careers/search-document';
import { backfillProductSearch } from '~/features/catalog/product-search-document.server';
import { type ContentCollection, getContentDocument, listContentSlugs } from '~/features/content/content.server';
import { publishedPath } from '~/features/content/published-path';
import { backfillForumSearch } from '~/features/forum/thread-search-document.server';
import { backfillLearningSearch } from '~/features/learning/search-documents.server';
import { listRecipeSearchDocuments } from '~/features/recipes/recipes.server';
import { replaceSearchDocumentsOfKind, type SearchDocumentInput, type SearchKind } from '~/features/search/documents.server';
import type { Logger } from '~/utils/logger.server';

/*
 * The site search's start-up (decision 0077), at the composition root because it gathers every
 * domain's content and search imports none of them.
 *
 * Content that ships with the build (guides, pages and recipes) changes only
 * with a release, so it is synchronised when the server starts: documents whose text changed
 * are rewritten, those of files gone are removed, the rest are left alone. Content in the
 * database (products, courses, classes, posts, forum threads, and open roles, which are pages too
 * but owned by careers) keeps its entries current through its domain's events;
 * here it is only filled in once, when the index has none of a kind (a new install, or the
 * upgrade that brought the index).
 */

const KIND_OF: Record<ContentCollection, SearchKind> = { guides: 'guide', pages: 'page' };

export async function contentSearchDocuments(collection: ContentCollection): Promise<SearchDocumentInput[]> {
  const slugs = await listContentSlugs(collection);
  const documents = await Promise.all(slugs.map((slug) => getContentDocument(collection, slug)));
  return documents.flatMap((document) =>
    document
      ? [
          {
            kind: KIND_OF[collection],
            sourceId: document.slug,
            title: document.title,
            summary: document.description,
            body: document.text,
            keywords: document.headings.filter((heading) => heading.depth === 2).map((heading) => heading.text),
            path: publishedPath(collection, document.slug),
            publishedAt: document.updated ? new Date(document.updated) : null,
          },
        ]
      : [],
  );
}

/** What each kind of shipped content contributes: one line per kind. */
const SHIPPED_CONTENT: {
  kind: SearchKind;
  documents: () => Promise<SearchDocumentInput[]>;
  /** Source prefixes of the kind's documents that another domain writes, left alone here. */
  otherOwners?: readonly string[];
}[] = [
  { kind: 'guide', documents: () => contentSearchDocuments('guides') },
  { kind: 'page', documents: () => contentSearchDocuments('pages'), otherOwners: [ROLE_SEARCH_SOURCE_PREFIX] },
  { kind: 'recipe', documents: listRecipeSearchDocuments },
];

export async function prepareSearchIndex(db: Executor, logger?: Logger) {
  for (const { kind, documents, otherOwners } of SHIPPED_CONTENT) {
    const { written, removed } = await replaceSearchDocumentsOfKind(db, kind, await documents(), { otherOwners });
    if (written + removed > 0) logger?.info({ kind, written, removed }, 'search documents synchronised');
  }
  await backfillProductSearch(db);
  await backfillLearningSearch(db);
  await backfillBlogSearch(db);
  await backfillForumSearch(db);
  await backfillCareersSearch(db);
  // Verde AI's passages follow the documents (and every minute after, by its job).
  const knowledge = await syncKnowledge(db);
  if (knowledge.cut + knowledge.removed > 0) logger?.info(knowledge, 'knowledge index synchronised');
}
