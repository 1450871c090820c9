import { data, redirect } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/vendors-onboard';
import { loadVendorOnboarding, type OnboardAnswer, sendVendorApplication } from './vendors-onboard.server';
import { VendorsOnboardView } from './vendors-onboard-view';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/vendors/onboard');
  const [page, seo] = await Promise.all([
    loadVendorOnboarding(user),
    pageSeo(request, { path: '/vendors/onboard', pageKey: 'vendors-onboard' }),
  ]);
  return { ...page, seo };
}

/** Send the application (or send it again after changes were asked for); signed-in people only. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/vendors/onboard');
  if (!user) return data<OnboardAnswer>({ ok: false, fieldErrors: {}, formError: 'vendors.apply.signIn' }, { status: 401 });
  const answer = await sendVendorApplication(request, user);
  return answer ?? redirect(pathTo('/vendors/welcome'));
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function VendorsOnboardPage({ loaderData, actionData }: Route.ComponentProps) {
  return <VendorsOnboardView loaderData={loaderData} actionData={actionData} />;
}
