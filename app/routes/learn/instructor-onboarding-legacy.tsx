import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/instructor-onboarding-legacy';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/instructor-onboarding');
  return { seo: await pageSeo(request, { path: '/instructor-onboarding', pageKey: 'instructor-onboarding-legacy' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InstructorOnboardingLegacyPage() {
  return <AreaPage pageKey="instructor-onboarding-legacy" area="instructors" />;
}
