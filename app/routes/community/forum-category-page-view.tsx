import { Link } from 'react-router';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { Pager } from '~/components/ui/pager';
import { ForumToolbar } from '~/features/forum/components/forum-toolbar';
import { ThreadList } from '~/features/forum/components/thread-list';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { loadForumCategoryPage } from './forum-category-page.server';

type ForumCategoryPageData = Awaited<ReturnType<typeof loadForumCategoryPage>>;

/** A category: its threads, pinned first. */
export function ForumCategoryPageView({ page }: { page: ForumCategoryPageData }) {
  const { t } = useTranslation();
  const path = pathTo('/forum/c/:slug', { slug: page.category.slug });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <Link to={pathTo('/forum')} className="text-sm font-semibold text-brand-800 underline">
        {t('forum.backToForum')}
      </Link>
      <div className="mt-4">
        <PageHeader title={page.category.name} description={page.category.description} />
      </div>
      <ForumToolbar toolbar={page.toolbar} />
      <section aria-labelledby="category-threads" className="mt-8">
        <h2 id="category-threads" className="sr-only">
          {t('forum.threadsIn', { name: page.category.name })}
        </h2>
        {page.threads.length === 0 ? (
          <EmptyState title={t('forum.emptyCategory')} />
        ) : (
          <ThreadList threads={page.threads} showCategory={false} />
        )}
        <Pager page={page.page} pageCount={page.pageCount} hrefFor={(number) => (number > 1 ? `${path}?page=${number}` : path)} />
      </section>
    </div>
  );
}
