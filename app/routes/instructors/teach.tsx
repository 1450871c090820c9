import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/teach';
import { teachingOffer } from './teaching-earnings.server';
import { TeachingOfferView } from './teaching-offer-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/teach');
  return { offer: teachingOffer(), seo: await pageSeo(request, { path: '/teach', pageKey: 'teach' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function TeachPage({ loaderData }: Route.ComponentProps) {
  return <TeachingOfferView pageKey="teach" offer={loaderData.offer} />;
}
