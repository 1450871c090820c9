import { Link } from 'react-router';
import { ContentHtml } from '~/components/ui/content-html';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { ModeratePost } from '~/features/forum/components/post-actions';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { loadModerationPage } from './forum-moderation.server';

type ModerationPageData = Awaited<ReturnType<typeof loadModerationPage>>;

type QueuedPost = ModerationPageData['held'][number] & { reports?: number; reasons?: string[]; notes?: string[] };

function QueuedPostCard({ post, decisions }: { post: QueuedPost; decisions: readonly Decision[] }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  return (
    <article
      aria-label={t('forum.moderation.postBy', { name: post.authorName })}
      className="rounded-2xl border border-stone-200 bg-white p-4"
    >
      <p className="flex flex-wrap gap-x-2 text-sm text-stone-600">
        <span className="font-semibold text-stone-900">{post.authorName}</span>
        {post.authorHandle && <span>@{post.authorHandle}</span>}
        <time dateTime={new Date(post.createdAt).toISOString()}>{when(new Date(post.createdAt))}</time>
        <Link
          to={`${pathTo('/forum/t/:slug', { slug: post.threadSlug })}?post=${post.number}`}
          className="text-brand-800 underline"
        >
          {post.threadTitle}
        </Link>
      </p>
      {post.reports !== undefined && (
        <p className="mt-2 text-sm font-semibold text-red-800">
          {t('forum.moderation.reports', { count: post.reports })}:{' '}
          {(post.reasons ?? []).map((reason) => t(`forum.report.reasons.${reason}`)).join(', ')}
        </p>
      )}
      {(post.notes ?? []).length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm text-stone-700">
          {(post.notes ?? []).map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <ContentHtml className="prose-content mt-3 max-h-64 overflow-auto" html={post.html} />
      <div className="mt-3">
        <ModeratePost postId={post.id} decisions={decisions} back={pathTo('/forum/moderation')} />
      </div>
    </article>
  );
}

type Decision = 'hide' | 'restore' | 'approve' | 'dismiss';

/** One list of the queue (reported posts, held posts), or the line that says it is empty. */
function QueueSection({
  id,
  className,
  title,
  empty,
  posts,
  decisionsFor,
}: {
  id: string;
  className: string;
  title: string;
  empty: string;
  posts: readonly QueuedPost[];
  decisionsFor: (post: QueuedPost) => readonly Decision[];
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="font-serif text-2xl font-semibold text-stone-900">
        {title}
      </h2>
      {posts.length === 0 ? (
        <EmptyState className="mt-4" title={empty} />
      ) : (
        <ul className="mt-4 grid gap-4">
          {posts.map((post) => (
            <li key={post.id}>
              <QueuedPostCard post={post} decisions={decisionsFor(post)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The moderators' queue and log. */
export function ForumModerationView({ page }: { page: ModerationPageData }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-12">
      <Link to={pathTo('/forum')} className="text-sm font-semibold text-brand-800 underline">
        {t('forum.backToForum')}
      </Link>
      <div className="mt-4">
        <PageHeader title={t('pages.forumModeration.title')} description={t('forum.moderation.intro')} />
      </div>
      <QueueSection
        id="reported-heading"
        className="mt-8"
        title={t('forum.moderation.reported')}
        empty={t('forum.moderation.noReports')}
        posts={page.reported.map((post) => ({ ...post, reports: Number(post.reports) }))}
        decisionsFor={(post) => (post.status === 'hidden' ? ['restore', 'dismiss'] : ['hide', 'dismiss'])}
      />
      <QueueSection
        id="held-heading"
        className="mt-10"
        title={t('forum.moderation.held')}
        empty={t('forum.moderation.noHeld')}
        posts={page.held}
        decisionsFor={() => ['approve', 'hide']}
      />
      <section aria-labelledby="log-heading" className="mt-10">
        <h2 id="log-heading" className="font-serif text-2xl font-semibold text-stone-900">
          {t('forum.moderation.log')}
        </h2>
        {page.log.length === 0 ? (
          <EmptyState className="mt-4" title={t('forum.moderation.noLog')} />
        ) : (
          <ul className="mt-4 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
            {page.log.map((entry) => (
              <li key={entry.id} className="p-3 text-sm text-stone-800">
                <time dateTime={new Date(entry.createdAt).toISOString()} className="text-stone-600">
                  {when(new Date(entry.createdAt))}
                </time>{' '}
                {t('forum.moderation.logLine', {
                  moderator: entry.moderatorName,
                  action: t(`forum.moderation.actions.${entry.action}`),
                })}{' '}
                {entry.threadSlug && (
                  <Link to={pathTo('/forum/t/:slug', { slug: entry.threadSlug })} className="text-brand-800 underline">
                    {entry.threadTitle}
                  </Link>
                )}
                {entry.memberHandle && <span> @{entry.memberHandle}</span>}
                {entry.detail && <span className="text-stone-600"> ({entry.detail})</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
