import { readPage } from '~/components/ui/data-table-params';
import type { SessionUser } from '~/features/accounts/guard.server';
import { countThreads, findCategory, listThreads } from '~/features/forum/threads.server';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { pathTo } from '~/utils/routes/path-to';
import { getSiteConfig } from '~/utils/site.server';
import { loadForumViewer } from './forum-viewer.server';

/** /forum/c/:slug: a category's threads, pinned first, then by last activity (`?page=2`). */
export async function loadForumCategoryPage(request: Request, { user, slug }: { user: SessionUser | null; slug: string }) {
  const page = readPage(new URL(request.url).searchParams);
  const { viewer, toolbar } = await loadForumViewer(user);
  const category = await findCategory({ slug, viewer });
  if (!category) throw await notFoundResponse(request);
  const [list, total] = await Promise.all([
    listThreads({ categoryId: category.id, viewer, page }),
    countThreads({ categoryId: category.id, viewer }),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / list.perPage));
  if (page > pageCount) throw await notFoundResponse(request);
  const site = getSiteConfig();
  const { t } = await getRequestLanguage(request);
  const path = pathTo('/forum/c/:slug', { slug });
  const seo = await pageSeo(request, {
    path,
    title: t('forum.seo.categoryTitle', { name: category.name }),
    description: category.description,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: category.name,
        description: category.description,
        url: `${site.url}${path}`,
        // Its ItemList of the threads shown is added by meta (forum-list-seo.ts).
      },
    ],
  });
  return {
    category,
    threads: list.threads,
    total,
    page,
    pageCount,
    toolbar: { ...toolbar, newThreadCategory: slug },
    seo,
    siteUrl: site.url,
  };
}
