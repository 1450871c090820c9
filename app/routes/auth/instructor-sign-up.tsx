import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { SignUpForm } from '~/features/accounts/components/auth-forms';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { passRetryAfter } from '~/utils/route-headers';
import type { Route } from './+types/instructor-sign-up';
import { signUpAction } from './auth-actions.server';

/** A new instructor's account is an ordinary one; the application that follows asks about teaching. */
const NEXT = '/instructor/apply';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/instructor-signup');
  return { seo: await pageSeo(request, { path: '/instructor-signup', pageKey: 'instructor-signup' }) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/instructor-signup');
  return signUpAction({ request, fallback: NEXT });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;
// A refused try (429) tells the client when to come back.
export const headers = passRetryAfter;

export default function InstructorSignupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <SignUpForm
      title={loaderData.seo.title}
      description={loaderData.seo.description}
      actionData={actionData}
      fallback={NEXT}
      switchTo={{
        path: '/instructor-auth',
        prompt: t('accounts.instructor.haveAccount'),
        label: t('accounts.instructor.signIn'),
      }}
    />
  );
}
