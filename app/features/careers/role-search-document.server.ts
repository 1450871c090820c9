import { inArray } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { careerRoles } from '~/db/schema/careers';
import { markdownToText } from '~/features/content/content.server';
import { countSearchDocuments, removeSearchDocuments, saveSearchDocuments } from '~/features/search/documents.server';
import { ROLE_SEARCH_SOURCE_PREFIX, roleSearchDocument, roleSearchSourceId } from './search-document';

/**
 * Roles in the site search (decision 0077), written by careers when a role changes
 * (`careers.role_changed`): a published role is found until its closing day has passed; an
 * unpublished or deleted one is not. Rewritten from the row as it is now, so a repeated or late
 * event does no harm.
 */
export async function reindexRoles(db: Executor, roleIds: readonly string[] | 'all') {
  const rows = await db
    .select({
      id: careerRoles.id,
      slug: careerRoles.slug,
      title: careerRoles.title,
      team: careerRoles.team,
      location: careerRoles.location,
      summary: careerRoles.summary,
      descriptionMd: careerRoles.descriptionMd,
      published: careerRoles.published,
      publishedAt: careerRoles.publishedAt,
      closesOn: careerRoles.closesOn,
    })
    .from(careerRoles)
    .where(roleIds === 'all' ? undefined : inArray(careerRoles.id, [...roleIds]));
  const published = rows.filter((row) => row.published);
  await saveSearchDocuments(
    db,
    published.map((row) => roleSearchDocument({ ...row, text: markdownToText(row.descriptionMd) })),
  );
  const found = new Set(published.map((row) => row.id));
  if (roleIds !== 'all') await removeSearchDocuments(db, 'page', roleIds.filter((id) => !found.has(id)).map(roleSearchSourceId));
}

/** Fills the search with the published roles once, when it has none (an install from before roles were searchable). */
export async function backfillCareersSearch(db: Executor) {
  if ((await countSearchDocuments(db, 'page', { sourcePrefix: ROLE_SEARCH_SOURCE_PREFIX })) === 0) await reindexRoles(db, 'all');
}
