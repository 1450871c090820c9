import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/join';
import { teachingOffer } from './teaching-earnings.server';
import { TeachingOfferView } from './teaching-offer-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/instructor-join');
  return { offer: teachingOffer(), seo: await pageSeo(request, { path: '/instructor-join', pageKey: 'instructor-join' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InstructorJoinPage({ loaderData }: Route.ComponentProps) {
  return <TeachingOfferView pageKey="instructor-join" offer={loaderData.offer} />;
}
