import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/instructor-pay-success';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/instructor/pay/success');
  return { seo: await pageSeo(request, { path: '/instructor/pay/success', pageKey: 'instructor-pay-success', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InstructorPaySuccessPage() {
  return <AreaPage pageKey="instructor-pay-success" area="instructors" empty="orderResult" />;
}
