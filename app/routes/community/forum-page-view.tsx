import { Link } from 'react-router';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { Pager } from '~/components/ui/pager';
import { ForumToolbar } from '~/features/forum/components/forum-toolbar';
import { ThreadList } from '~/features/forum/components/thread-list';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { loadForumPage } from './forum-page.server';

type ForumPageData = Awaited<ReturnType<typeof loadForumPage>>;

/** /forum: the categories, then the latest threads. */
export function ForumPageView({ page }: { page: ForumPageData }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <PageHeader title={t('pages.forum.title')} description={t('forum.intro')} />
      <ForumToolbar toolbar={page.toolbar} />
      {page.page === 1 && (
        <section aria-labelledby="forum-categories" className="mt-10">
          <h2 id="forum-categories" className="font-serif text-2xl font-semibold text-stone-900">
            {t('forum.categories')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {page.categories.map((category) => (
              <li key={category.id} className="rounded-2xl border border-stone-200 bg-white p-4">
                <h3 className="text-lg font-semibold text-stone-900">
                  <Link to={pathTo('/forum/c/:slug', { slug: category.slug })} className="hover:text-brand-800 hover:underline">
                    {category.name}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-stone-700">{category.description}</p>
                <p className="mt-2 text-sm text-stone-600">{t('forum.categoryThreads', { count: category.threads })}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="forum-latest" className="mt-10">
        <h2 id="forum-latest" className="font-serif text-2xl font-semibold text-stone-900">
          {t('forum.latest')}
        </h2>
        <div className="mt-4">
          {page.threads.length === 0 ? (
            <EmptyState title={t('forum.empty')} />
          ) : (
            <ThreadList threads={page.threads} showCategory />
          )}
        </div>
        <Pager
          page={page.page}
          pageCount={page.pageCount}
          hrefFor={(number) => (number > 1 ? `/forum?page=${number}` : '/forum')}
        />
      </section>
    </div>
  );
}
