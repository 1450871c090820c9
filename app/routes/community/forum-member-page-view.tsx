import { Link, useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { TextField } from '~/components/ui/text-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useAnswerToast } from '~/components/ui/use-answer-toast';
import { FORUM_LIMITS } from '~/features/forum/forum.schema';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import type { loadForumMemberPage } from './forum-member-page.server';

type MemberPageData = Awaited<ReturnType<typeof loadForumMemberPage>>;

function BanForm({ handle, ban }: { handle: string; ban: MemberPageData['member']['ban'] }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionAnswer>();
  useAnswerToast(fetcher, 'ban');
  return (
    <section aria-labelledby="ban-heading" className="mt-8 rounded-2xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="ban-heading" className="text-base font-semibold text-stone-900">
        {t('forum.moderation.banHeading')}
      </h2>
      {ban ? (
        <fetcher.Form method="post" action={pathTo('/forum/moderation')} className="mt-3">
          <p className="text-sm text-stone-800">
            {t('forum.moderation.bannedUntil', { date: new Date(ban.until).toISOString().slice(0, 10), reason: ban.reason })}
          </p>
          <input type="hidden" name="intent" value="unban" />
          <input type="hidden" name="handle" value={handle} />
          <button type="submit" className={`${buttonClass('secondary', 'sm')} mt-2`}>
            {t('forum.moderation.unban')}
          </button>
        </fetcher.Form>
      ) : (
        <fetcher.Form
          method="post"
          action={pathTo('/forum/moderation')}
          className="mt-3 grid gap-3 sm:grid-cols-[8rem_1fr_auto] sm:items-end"
        >
          <input type="hidden" name="intent" value="ban" />
          <input type="hidden" name="handle" value={handle} />
          <TextField
            label={t('forum.moderation.banDays')}
            name="days"
            type="number"
            min={FORUM_LIMITS.banDays.min}
            max={FORUM_LIMITS.banDays.max}
            defaultValue="7"
            required
          />
          <TextField
            label={t('forum.moderation.banReason')}
            name="reason"
            minLength={FORUM_LIMITS.banReason.min}
            maxLength={FORUM_LIMITS.banReason.max}
            required
          />
          <button type="submit" className={buttonClass('danger', 'sm')}>
            {t('forum.moderation.ban')}
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}

/** An admin names a member a moderator, or takes it back. */
function ModeratorForm({ handle, isModerator }: { handle: string; isModerator: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionAnswer>();
  useAnswerToast(fetcher, 'moderator');
  return (
    <fetcher.Form method="post" action={pathTo('/forum/moderation')} className="mt-4 flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value={isModerator ? 'revoke-moderator' : 'grant-moderator'} />
      <input type="hidden" name="handle" value={handle} />
      <p className="text-sm text-stone-800">
        {isModerator ? t('forum.moderation.isModerator') : t('forum.moderation.notModerator')}
      </p>
      <button type="submit" className={buttonClass('secondary', 'sm')} disabled={fetcher.state !== 'idle'}>
        {isModerator ? t('forum.moderation.revokeModerator') : t('forum.moderation.grantModerator')}
      </button>
    </fetcher.Form>
  );
}

/** A member's forum page: who they are here and what they wrote lately. */
export function ForumMemberPageView({ page }: { page: MemberPageData }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  const { member } = page;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <Link to={pathTo('/forum')} className="text-sm font-semibold text-brand-800 underline">
        {t('forum.backToForum')}
      </Link>
      <div className="mt-4">
        <PageHeader title={member.name} description={`@${member.handle}`}>
          <p className="mt-3 text-sm text-stone-700">
            {t(`forum.trust.level${member.trustLevel}`)}
            {member.isModerator && ` · ${t('forum.trust.moderator')}`} · {t('forum.member.posts', { count: member.visiblePosts })}{' '}
            · {t('forum.member.likes', { count: member.likesReceived })} ·{' '}
            {t('forum.member.joined', { date: when(new Date(member.joinedAt)) })}
          </p>
        </PageHeader>
      </div>
      {page.canNameModerators && <ModeratorForm handle={member.handle} isModerator={member.isModerator} />}
      {page.canModerate && !member.isViewer && <BanForm handle={member.handle} ban={member.ban} />}
      <section aria-labelledby="member-posts" className="mt-8">
        <h2 id="member-posts" className="font-serif text-2xl font-semibold text-stone-900">
          {t('forum.member.latest')}
        </h2>
        {member.posts.length === 0 ? (
          <EmptyState className="mt-4" title={t('forum.member.none')} />
        ) : (
          <ul className="mt-4 grid gap-3">
            {member.posts.map((post) => (
              <li key={`${post.threadSlug}-${post.number}`} className="rounded-2xl border border-stone-200 bg-white p-4">
                <h3 className="font-semibold text-stone-900">
                  <Link
                    to={`${pathTo('/forum/t/:slug', { slug: post.threadSlug })}?post=${post.number}`}
                    className="hover:underline"
                  >
                    {post.threadTitle}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-stone-600">
                  <time dateTime={new Date(post.createdAt).toISOString()}>{when(new Date(post.createdAt))}</time>
                </p>
                <p className="mt-2 text-stone-800" dir="auto">
                  {post.excerpt}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
