import { data, redirect } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { listNotifications, markNotificationsRead, postPath } from '~/features/forum/notifications.server';
import { pageSeo } from '~/features/seo/seo.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ActionAnswer } from '~/utils/form-result';
import { isUuid } from '~/utils/ids';
import { safeRedirectPath } from '~/utils/safe-redirect';

/** /forum/notifications: the person's notifications, grouped, unread first in time. */
export async function loadNotificationsPage(request: Request, { user }: { user: SessionUser }) {
  const { groups, unread } = await listNotifications({ actor: user });
  return {
    groups: groups.map((group) => ({
      ...group,
      ids: group.items.map((item) => item.id),
      href: postPath(group.threadSlug, group.postNumber),
    })),
    unread,
    seo: await pageSeo(request, { path: '/forum/notifications', pageKey: 'forumNotifications', noindex: true }),
  };
}

/** Opening a notification marks it (and its group) read and goes to the post; "Mark all read" marks them all. */
export async function notificationsAction(request: Request, { user }: { user: SessionUser }) {
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  if (textField(form, 'intent') === 'all') {
    await markNotificationsRead({ actor: user, ids: 'all' });
    return data<ActionAnswer>({ ok: true, message: 'forum.notifications.allRead' });
  }
  const ids = form.getAll('id').map(String).filter(isUuid).slice(0, 100);
  await markNotificationsRead({ actor: user, ids });
  return redirect(safeRedirectPath(textField(form, 'to'), '/forum/notifications'));
}
