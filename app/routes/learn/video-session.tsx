import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { notFoundResponse } from '~/features/seo/seo.server';
import type { Route } from './+types/video-session';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/video-session/:sessionId');
  // Live sessions arrive with the learning platform; until then no session id exists.
  throw await notFoundResponse(request);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function VideoSessionPage() {
  return <AreaPage pageKey="video-session" area="learn" />;
}
