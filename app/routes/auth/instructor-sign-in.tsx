import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { SignInForm } from '~/features/accounts/components/auth-forms';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { passRetryAfter } from '~/utils/route-headers';
import type { Route } from './+types/instructor-sign-in';
import { signInAction } from './auth-actions.server';

/** Instructors sign in like everyone else; without a remembered target they go on to the application. */
const NEXT = '/instructor/apply';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/instructor-auth');
  return { seo: await pageSeo(request, { path: '/instructor-auth', pageKey: 'instructor-auth', noindex: true }) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/instructor-auth');
  return signInAction({ request, fallback: NEXT });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;
// A refused try (429) tells the client when to come back.
export const headers = passRetryAfter;

export default function InstructorAuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <SignInForm
      title={loaderData.seo.title}
      description={loaderData.seo.description}
      actionData={actionData}
      fallback={NEXT}
      switchTo={{
        path: '/instructor-signup',
        prompt: t('accounts.instructor.newHere'),
        label: t('accounts.instructor.createAccount'),
      }}
    />
  );
}
