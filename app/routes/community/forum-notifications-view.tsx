import { Form, Link, useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useAnswerToast } from '~/components/ui/use-answer-toast';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import type { loadNotificationsPage } from './forum-notifications.server';

type NotificationsPageData = Awaited<ReturnType<typeof loadNotificationsPage>>;

/** The person's forum notifications; opening one marks it read. */
export function ForumNotificationsView({ page }: { page: NotificationsPageData }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  const markAll = useFetcher<ActionAnswer>();
  useAnswerToast(markAll, 'notifications-read');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <Link to={pathTo('/forum')} className="text-sm font-semibold text-brand-800 underline">
        {t('forum.backToForum')}
      </Link>
      <div className="mt-4">
        <PageHeader
          title={t('pages.forumNotifications.title')}
          description={t('forum.notifications.intro', { count: page.unread })}
        />
      </div>
      {page.unread > 0 && (
        <markAll.Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="all" />
          <button type="submit" className={buttonClass('secondary', 'sm')}>
            {t('forum.notifications.markAll')}
          </button>
        </markAll.Form>
      )}
      {page.groups.length === 0 ? (
        <EmptyState className="mt-8" title={t('forum.notifications.none')} />
      ) : (
        <ul className="mt-6 grid gap-3">
          {page.groups.map((group) => (
            <li
              key={group.ids[0]}
              className={`rounded-2xl border p-4 ${group.isRead ? 'border-stone-200 bg-white' : 'border-brand-300 bg-brand-50'}`}
            >
              <Form method="post">
                {group.ids.map((id) => (
                  <input key={id} type="hidden" name="id" value={id} />
                ))}
                <input type="hidden" name="to" value={group.href} />
                <button type="submit" className="text-left">
                  <span className="font-semibold text-stone-900 underline">
                    {t(`forum.notifications.kinds.${group.kind}`, {
                      count: group.items.length,
                      actor: group.actors[0] ?? '',
                      others: group.actors.length - 1,
                      title: group.threadTitle,
                    })}
                  </span>
                  {!group.isRead && <span className="sr-only"> {t('forum.notifications.unread')}</span>}
                </button>
                <p className="mt-1 text-sm text-stone-600">
                  <time dateTime={new Date(group.latestAt).toISOString()}>{when(new Date(group.latestAt))}</time>
                </p>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
