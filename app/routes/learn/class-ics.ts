import { requireAccess } from '~/features/accounts/guard.server';
import { calendarFile } from '~/features/learning/calendar';
import { findClass } from '~/features/learning/classes.server';
import { notFoundResponse } from '~/features/seo/seo.server';
import { pathTo } from '~/utils/routes/path-to';
import { getSiteConfig } from '~/utils/site.server';
import type { Route } from './+types/class-ics';

/** The class as a calendar file: one event in UTC, which every calendar shows in its owner's zone. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, '/coaching/classes/:classId/ics');
  const session = await findClass(params.classId);
  if (!session) throw await notFoundResponse(request);
  const site = getSiteConfig();
  const body = calendarFile(
    [
      {
        uid: `class-${session.id}@${new URL(site.url).host}`,
        title: session.title,
        description: session.summary,
        startsAt: session.startsAt,
        durationMinutes: session.durationMinutes,
        url: new URL(pathTo('/coaching/classes/:classId', { classId: session.id }), site.url).toString(),
        cancelled: session.status === 'cancelled',
      },
    ],
    { name: site.name },
  );
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="class-${session.id}.ics"`,
      'Cache-Control': 'public, max-age=300',
    },
  });
}
