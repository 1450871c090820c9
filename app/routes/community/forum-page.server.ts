import { readPage } from '~/components/ui/data-table-params';
import type { SessionUser } from '~/features/accounts/guard.server';
import { listCategories, listThreads } from '~/features/forum/threads.server';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { getSiteConfig } from '~/utils/site.server';
import { loadForumViewer } from './forum-viewer.server';

/** /forum: the categories the person may read, and the latest threads across them (`?page=2`). */
export async function loadForumPage(request: Request, { user }: { user: SessionUser | null }) {
  const page = readPage(new URL(request.url).searchParams);
  const { viewer, toolbar } = await loadForumViewer(user);
  const [categories, latest, { t }] = await Promise.all([
    listCategories({ viewer }),
    listThreads({ viewer, page }),
    getRequestLanguage(request),
  ]);
  // The categories' counts are of the same threads the list holds: no second count over them all.
  const total = categories.reduce((sum, category) => sum + category.threads, 0);
  const pageCount = Math.max(1, Math.ceil(total / latest.perPage));
  if (page > pageCount) throw await notFoundResponse(request);
  const site = getSiteConfig();
  const seo = await pageSeo(request, {
    path: '/forum',
    pageKey: 'forum',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: t('forum.seo.forumName', { siteName: site.name }),
        url: `${site.url}/forum`,
        // Its ItemList of the threads shown is added by meta (forum-list-seo.ts).
      },
    ],
  });
  return { categories, threads: latest.threads, page, pageCount, toolbar, seo, siteUrl: site.url };
}
