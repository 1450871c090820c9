import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/instructor-pay-cancel';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/instructor/pay/cancel');
  return { seo: await pageSeo(request, { path: '/instructor/pay/cancel', pageKey: 'instructor-pay-cancel', noindex: true }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InstructorPayCancelPage() {
  return <AreaPage pageKey="instructor-pay-cancel" area="instructors" empty="orderResult" />;
}
