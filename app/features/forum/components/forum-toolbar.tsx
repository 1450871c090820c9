import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { REDIRECT_PARAM } from '~/features/accounts/redirect';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';

export type ForumToolbarData = {
  isSignedIn: boolean;
  isModerator: boolean;
  unread: number;
  /** Where "New thread" starts (a category page starts in its category). */
  newThreadCategory?: string;
};

/**
 * The forum's own bar: search within the forum (the site search, threads only), a new thread,
 * the person's notifications and, for moderators, the queue. Works without JavaScript.
 */
export function ForumToolbar({ toolbar }: { toolbar: ForumToolbarData }) {
  const { t } = useTranslation();
  const newThread = toolbar.newThreadCategory
    ? `${pathTo('/forum/new')}?${new URLSearchParams({ category: toolbar.newThreadCategory })}`
    : pathTo('/forum/new');
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <Form method="get" action={pathTo('/search')} role="search" className="flex w-full max-w-md gap-2">
        <input type="hidden" name="type" value="thread" />
        <label className="sr-only" htmlFor="forum-search">
          {t('forum.search.label')}
        </label>
        <input
          id="forum-search"
          type="search"
          name="q"
          required
          maxLength={200}
          placeholder={t('forum.search.placeholder')}
          className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-2 text-stone-900"
        />
        <button type="submit" className={buttonClass('secondary', 'md')}>
          {t('forum.search.submit')}
        </button>
      </Form>
      <div className="flex flex-wrap items-center gap-3">
        {toolbar.isSignedIn && (
          <Link to={pathTo('/forum/notifications')} className="text-sm font-semibold text-brand-800 underline">
            {toolbar.unread > 0 ? t('forum.notifications.linkUnread', { count: toolbar.unread }) : t('forum.notifications.link')}
          </Link>
        )}
        {toolbar.isModerator && (
          <Link to={pathTo('/forum/moderation')} className="text-sm font-semibold text-brand-800 underline">
            {t('forum.moderation.link')}
          </Link>
        )}
        <Link
          to={toolbar.isSignedIn ? newThread : `/auth?${new URLSearchParams({ [REDIRECT_PARAM]: newThread })}`}
          className={buttonClass('primary', 'md')}
        >
          {t('forum.newThread')}
        </Link>
      </div>
    </div>
  );
}
