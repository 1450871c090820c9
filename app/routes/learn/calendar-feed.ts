import { requireAccess } from '~/features/accounts/guard.server';
import { calendarFile } from '~/features/learning/calendar';
import { findFeedClasses } from '~/features/learning/calendar-feeds.server';
import { notFoundResponse } from '~/features/seo/seo.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { pathTo } from '~/utils/routes/path-to';
import { getSiteConfig } from '~/utils/site.server';
import type { Route } from './+types/calendar-feed';

/**
 * A person's classes as a calendar feed (`/calendar/{token}.ics`), for calendar apps to subscribe
 * to: the secret token is the key, so no session is needed; an unknown token is a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, '/calendar/:token');
  const { t } = await getRequestLanguage(request);
  const classes = await findFeedClasses(params.token.replace(/\.ics$/, ''));
  if (!classes) throw await notFoundResponse(request);
  const site = getSiteConfig();
  const host = new URL(site.url).host;
  const body = calendarFile(
    classes.map((session) => ({
      uid: `class-${session.id}@${host}`,
      title: session.title,
      description: session.summary,
      startsAt: session.startsAt,
      durationMinutes: session.durationMinutes,
      url: new URL(pathTo('/coaching/classes/:classId', { classId: session.id }), site.url).toString(),
      cancelled: session.status === 'cancelled',
    })),
    { name: t('learning.classes.feedName', { siteName: site.name }) },
  );
  return new Response(body, {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, no-cache', 'X-Robots-Tag': 'noindex' },
  });
}
