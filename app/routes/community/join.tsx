import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/join';
import { JoinPageView } from './join-page-view';

/** /join: why and how to join; a signed-in member sees what to do next instead of a sign-up call. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/join');
  return {
    member: user ? { firstName: user.firstName ?? '' } : null,
    seo: await pageSeo(request, { path: '/join', pageKey: 'join' }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function JoinPage({ loaderData }: Route.ComponentProps) {
  return <JoinPageView member={loaderData.member} />;
}
