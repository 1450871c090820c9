import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/verification';
import { loadVerificationPage, verificationAction } from './verification.server';
import { VerificationView } from './verification-view';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/instructor/verification');
  return loadVerificationPage(request, { user, path: '/instructor/verification', pageKey: 'instructor-verification' });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/instructor/verification');
  return verificationAction(request, user);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InstructorVerificationPage({ loaderData, actionData }: Route.ComponentProps) {
  return <VerificationView pageKey="instructor-verification" page={loaderData} answer={actionData} />;
}
