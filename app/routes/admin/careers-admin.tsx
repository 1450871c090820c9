import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/careers-admin';
import { careersAdminAction, loadCareersAdminPage } from './careers-admin.server';
import { CareersAdminView } from './careers-admin-view';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/careers/admin');
  return loadCareersAdminPage(request, user);
}

/** Publishing a role or taking it off /careers. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/careers/admin');
  return careersAdminAction(request, user);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CareersAdminPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CareersAdminView page={loaderData} answer={actionData} />;
}
