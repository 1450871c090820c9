import { Link } from 'react-router';
import { useRootData } from '~/components/layout/use-root-data';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { Pager } from '~/components/ui/pager';
import { PostCard } from '~/features/blog/components/post-card';
import { useTranslation } from '~/i18n/use-translation';
import type { loadBlogPage } from './blog-page.server';

type BlogPageData = Awaited<ReturnType<typeof loadBlogPage>>;

/** /blog: the posts, newest first, the tags to filter by, and the feed. */
export function BlogPageView({ page }: { page: BlogPageData }) {
  const { t } = useTranslation();
  const siteName = useRootData()?.site.name ?? '';
  const hrefFor = (number: number) => {
    const query = new URLSearchParams();
    if (page.tag) query.set('tag', page.tag);
    if (number > 1) query.set('page', String(number));
    return query.size ? `/blog?${query}` : '/blog';
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <PageHeader
        title={page.tag ? t('blog.tagTitle', { tag: page.tag }) : t('pages.blog.title')}
        description={t('pages.blog.description', { siteName })}
      >
        <p className="mt-3 flex flex-wrap gap-4 text-sm">
          {page.tag && (
            <Link to="/blog" className="font-semibold text-brand-800 underline">
              {t('blog.allPosts')}
            </Link>
          )}
          <a href="/blog/feed.xml" type="application/atom+xml" className="font-semibold text-brand-800 underline">
            {t('blog.feedLink')}
          </a>
        </p>
      </PageHeader>
      {page.tags.length > 0 && (
        <nav aria-label={t('blog.tagsNav')} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {page.tags.map(({ tag, posts }) => (
              <li key={tag}>
                <Link
                  to={`/blog?${new URLSearchParams({ tag })}`}
                  aria-current={page.tag === tag ? 'page' : undefined}
                  className="inline-block rounded-full border border-stone-300 px-3 py-1 text-sm text-stone-800 hover:border-brand-600 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                >
                  {t('blog.tagWithCount', { tag, count: posts })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {page.posts.length === 0 ? (
        <EmptyState className="mt-8" title={t('blog.empty')} />
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.posts.map((post, index) => (
            <li key={post.id} className="flex">
              <PostCard post={post} isPriority={index === 0 && page.page === 1} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page.page} pageCount={page.pageCount} hrefFor={hrefFor} />
    </div>
  );
}
