import { denyAccess, type SessionUser } from '~/features/accounts/guard.server';
import { roomSocketPath } from '~/features/live/room-window';
import { findRoomAccess } from '~/features/live/rooms.server';
import { getVideoProvider } from '~/features/live/video-provider.server';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { reviewerName } from '~/utils/person-name';
import { pathTo } from '~/utils/routes/path-to';

/**
 * A class's video room (issue 13): its instructor and the learners holding a seat, nobody else
 * (Access Denied, recorded). Before the room opens and after it closes the page says when; while
 * it is open it carries how to join: the socket for presence, chat and signalling, and the
 * video provider's details (ICE servers, or a LiveKit token).
 */
export async function loadVideoSession(request: Request, { classId, user }: { classId: string; user: SessionUser }) {
  const access = await findRoomAccess({ classId, userId: user.id });
  if (!access.ok && access.reason === 'not-found') throw await notFoundResponse(request);
  const { t } = await getRequestLanguage(request);
  if (!access.ok) return denyAccess(request, { user, requiredRoles: [t('live.access.instructor'), t('live.access.learner')] });
  const { room, seat } = access;
  const name = reviewerName(user.firstName, user.lastName);
  const join =
    room.window.state === 'open'
      ? await getVideoProvider().joinDetails({
          classId: room.classId,
          userId: user.id,
          name,
          isHost: seat === 'instructor',
          closesAt: room.window.closesAt,
        })
      : null;
  const seo = await pageSeo(request, {
    path: pathTo('/video-session/:sessionId', { sessionId: room.classId }),
    title: t('live.title', { title: room.title }),
    description: t('live.description'),
    noindex: true,
  });
  return {
    room: {
      classId: room.classId,
      title: room.title,
      instructorName: room.instructorName,
      startsAt: room.startsAt.toISOString(),
      durationMinutes: room.durationMinutes,
      opensAt: room.window.opensAt.toISOString(),
      closesAt: room.window.closesAt.toISOString(),
      state: room.window.state,
      classHref: pathTo('/coaching/classes/:classId', { classId: room.classId }),
    },
    seat,
    self: { userId: user.id, name },
    socketPath: roomSocketPath(room.classId),
    join,
    seo,
  };
}

export type VideoSessionData = Awaited<ReturnType<typeof loadVideoSession>>;
