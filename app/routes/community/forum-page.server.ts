import { readPage } from '~/components/ui/data-table-params';
import type { SessionUser } from '~/features/accounts/guard.server';
import { listCategories, listThreads } from '~/features/forum/threads.server';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { pathTo } from '~/utils/routes/path-to';
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
  const pageCount = Math.max(1, Math.ceil(latest.total / latest.perPage));
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
        mainEntity: {
          '@type': 'ItemList',
          itemListElement: latest.threads.map((thread, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: thread.title,
            url: `${site.url}${pathTo('/forum/t/:slug', { slug: thread.slug })}`,
          })),
        },
      },
    ],
  });
  return { categories, threads: latest.threads, page, pageCount, toolbar, seo };
}
