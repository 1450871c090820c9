import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/instructors-onboarding';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/instructors/onboarding');
  return { seo: await pageSeo(request, { path: '/instructors/onboarding', pageKey: 'instructors-onboarding' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InstructorsOnboardingPage() {
  return <AreaPage pageKey="instructors-onboarding" area="instructors" />;
}
