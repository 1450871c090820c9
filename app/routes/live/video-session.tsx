import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { VideoRoomPage } from '~/features/live/components/video-room-page';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/video-session';
import { loadVideoSession } from './video-session.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/video-session/:sessionId');
  return loadVideoSession(request, { classId: params.sessionId, user });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function VideoSessionPage({ loaderData }: Route.ComponentProps) {
  return <VideoRoomPage page={loaderData} />;
}
