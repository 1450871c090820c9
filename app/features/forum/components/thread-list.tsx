import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useDelegatedLinks } from '~/components/ui/use-delegated-links';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';

export type ThreadListItem = {
  id: string;
  slug: string;
  title: string;
  kind: 'discussion' | 'question';
  authorName: string;
  isPinned: boolean;
  isLocked: boolean;
  acceptedPostId: string | null;
  replyCount: number;
  lastPostedAt: Date;
  lastPosterName: string;
  categorySlug: string;
  categoryName: string;
};

/** Badges that say what a thread is at a glance: pinned, locked, a question, answered. */
export function ThreadBadges({ thread }: { thread: Pick<ThreadListItem, 'isPinned' | 'isLocked' | 'kind' | 'acceptedPostId'> }) {
  const { t } = useTranslation();
  const badge = 'forum-badge';
  return (
    <>
      {thread.isPinned && <span className={`${badge} bg-brand-100 text-brand-900`}>{t('forum.badges.pinned')}</span>}
      {thread.isLocked && <span className={`${badge} bg-stone-200 text-stone-800`}>{t('forum.badges.locked')}</span>}
      {thread.kind === 'question' &&
        (thread.acceptedPostId ? (
          <span className={`${badge} bg-emerald-100 text-emerald-900`}>{t('forum.badges.solved')}</span>
        ) : (
          <span className={`${badge} bg-amber-100 text-amber-900`}>{t('forum.badges.question')}</span>
        ))}
    </>
  );
}

/**
 * A list of threads: title and badges, who started it, replies, and the last activity. Its links
 * are plain anchors the list follows with one click handler (useDelegatedLinks), not a `Link` each.
 */
export function ThreadList({
  threads,
  showCategory,
  titleLevel = 'h3',
}: {
  threads: readonly ThreadListItem[];
  showCategory: boolean;
  titleLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  const followLink = useDelegatedLinks();
  const Title = titleLevel;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside take the keys; this follows their clicks
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white" onClick={followLink}>
      {threads.map((thread) => (
        <li key={thread.id} className="forum-thread-row">
          <div className="min-w-0">
            <Title className="forum-thread-title">
              <a className="forum-thread-link" href={pathTo('/forum/t/:slug', { slug: thread.slug })} data-discover="true">
                {thread.title}
              </a>
            </Title>
            <p className="forum-thread-meta">
              <ThreadBadges thread={thread} />
              {showCategory && (
                <a
                  className="text-brand-800 underline"
                  href={pathTo('/forum/c/:slug', { slug: thread.categorySlug })}
                  data-discover="true"
                >
                  {thread.categoryName}
                </a>
              )}
              <span>{t('forum.list.startedBy', { name: thread.authorName })}</span>
            </p>
          </div>
          <p className="forum-thread-activity">
            <span className="font-semibold text-stone-800">{t('forum.list.replies', { count: thread.replyCount })}</span>
            <br />
            {t('forum.list.lastPost', { name: thread.lastPosterName })}{' '}
            <time dateTime={thread.lastPostedAt.toISOString()}>{when(thread.lastPostedAt)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
