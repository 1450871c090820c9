import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { PageHeader } from '~/components/ui/page-header';
import { ResultNotice } from '~/components/ui/result-notice';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import type { AdminPostSortKey } from '~/features/blog/admin-posts.server';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import type { loadBlogAdminPage } from './blog-admin.server';

type BlogAdminData = Awaited<ReturnType<typeof loadBlogAdminPage>>;
type PostRow = BlogAdminData['posts'][number];

/** /blog/admin: the posts, with a link to write a new one, and the comments held for moderation. */
export function BlogAdminView({ page, answer }: { page: BlogAdminData; answer: ActionAnswer | undefined }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  const columns: DataTableColumn<PostRow, AdminPostSortKey>[] = [
    {
      id: 'title',
      labelKey: 'blog.admin.columns.title',
      sortKey: 'title',
      cell: (post) => (
        <Link to={pathTo('/blog/admin/:postId', { postId: post.id })} className="font-semibold text-brand-800 underline">
          {post.title}
        </Link>
      ),
    },
    {
      id: 'status',
      labelKey: 'blog.admin.columns.status',
      sortKey: 'status',
      cell: (post) =>
        post.status === 'scheduled' && post.publishAt
          ? t('blog.admin.status.scheduledFor', { when: when(post.publishAt) })
          : t(`blog.admin.status.${post.status}`),
    },
    { id: 'byline', labelKey: 'blog.admin.columns.byline', cell: (post) => post.byline },
    {
      id: 'published',
      labelKey: 'blog.admin.columns.published',
      sortKey: 'published',
      firstDir: 'desc',
      className: 'text-stone-600',
      cell: (post) => (post.publishedAt ? when(post.publishedAt) : '—'),
    },
    {
      id: 'updated',
      labelKey: 'blog.admin.columns.updated',
      sortKey: 'updated',
      firstDir: 'desc',
      className: 'text-stone-600',
      cell: (post) => when(post.updatedAt),
    },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <PageHeader title={t('pages.blog-admin.title')} description={t('pages.blog-admin.description')}>
        <p className="mt-4">
          <Link to="/blog/admin/new" className={buttonClass('primary', 'md')}>
            {t('blog.admin.newPost')}
          </Link>
        </p>
      </PageHeader>
      {answer?.message && <ResultNotice ok={answer.ok} message={t(answer.message)} className="mt-6" />}
      <section aria-labelledby="held-heading" className="mt-10">
        <h2 id="held-heading" className="font-serif text-2xl font-semibold text-stone-900">
          {t('blog.moderation.heading', { count: page.held.length })}
        </h2>
        {page.held.length === 0 ? (
          <p className="mt-3 text-stone-600">{t('blog.moderation.none')}</p>
        ) : (
          <ul className="mt-4 grid gap-4">
            {page.held.map((comment) => (
              <li key={comment.id} className="rounded-2xl border border-stone-200 bg-white p-4">
                <p className="text-sm text-stone-600">
                  {t('blog.moderation.on', { name: comment.author, email: comment.email })}{' '}
                  <Link to={pathTo('/blog/:slug', { slug: comment.postSlug })} className="font-semibold text-brand-800 underline">
                    {comment.postTitle}
                  </Link>{' '}
                  · <time dateTime={comment.createdAt.toISOString()}>{when(comment.createdAt)}</time>
                </p>
                <p className="mt-2 whitespace-pre-line text-stone-800" dir="auto">
                  {comment.body}
                </p>
                <Form method="post" className="mt-3 flex flex-wrap gap-2">
                  <input type="hidden" name="commentId" value={comment.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="approve"
                    className={buttonClass('primary', 'sm')}
                    aria-label={t('blog.moderation.approveNamed', { name: comment.author })}
                  >
                    {t('blog.moderation.approve')}
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="reject"
                    className={buttonClass('secondary', 'sm')}
                    aria-label={t('blog.moderation.rejectNamed', { name: comment.author })}
                  >
                    {t('blog.moderation.reject')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="posts-heading" className="mt-10">
        <h2 id="posts-heading" className="font-serif text-2xl font-semibold text-stone-900">
          {t('blog.admin.postsHeading')}
        </h2>
        <DataTable
          className="mt-4"
          label={t('blog.admin.table')}
          columns={columns}
          rows={page.posts}
          rowKey={(post) => post.id}
          minWidth="48rem"
          sort={page.sort}
          page={{ page: page.page, pageCount: page.pageCount }}
          summary={t('blog.admin.count', { count: page.total })}
          empty={{ title: t('blog.admin.empty') }}
        />
      </section>
    </div>
  );
}
