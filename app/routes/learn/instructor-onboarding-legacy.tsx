import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/instructor-onboarding-legacy';
import { loadOnboardingPage, type OnboardingAnswer, onboardingAction } from './instructor-onboarding.server';
import { OnboardingView } from './instructor-onboarding-view';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/instructor-onboarding');
  return loadOnboardingPage(request, { user, path: '/instructor-onboarding', pageKey: 'instructor-onboarding-legacy' });
}

/** Save the profile or the payout details, or start paying the fee (also without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/instructor-onboarding');
  return onboardingAction(request, user);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InstructorOnboardingLegacyPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OnboardingView
      pageKey="instructor-onboarding-legacy"
      page={loaderData}
      answer={actionData as OnboardingAnswer | undefined}
    />
  );
}
