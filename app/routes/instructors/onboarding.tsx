import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/onboarding';
import { loadOnboardingPage, onboardingAction } from './onboarding.server';
import { OnboardingView } from './onboarding-view';

// Also /instructor/onboarding and /instructor-onboarding: aliases of this page (route table).
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/instructors/onboarding');
  return loadOnboardingPage(request, { user, path: '/instructors/onboarding', pageKey: 'instructors-onboarding' });
}

/** Save the profile or the payout details, or start paying the fee (also without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/instructors/onboarding');
  return onboardingAction(request, user);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InstructorOnboardingPage({ loaderData, actionData }: Route.ComponentProps) {
  return <OnboardingView pageKey="instructors-onboarding" page={loaderData} answer={actionData} />;
}
