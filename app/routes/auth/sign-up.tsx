import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { SignUpForm } from '~/features/accounts/components/auth-forms';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { passRetryAfter } from '~/utils/route-headers';
import type { Route } from './+types/sign-up';
import { signUpAction } from './auth-actions.server';
import { WithCheckoutWall } from './checkout-wall';
import { authPageData } from './checkout-wall.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/signup');
  return authPageData(request, pageSeo(request, { path: '/signup', pageKey: 'signup' }));
}

export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/signup');
  return signUpAction({ request });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;
// A refused try (429) tells the client when to come back; on the way to checkout, never cached.
export function headers(args: Route.HeadersArgs) {
  return passRetryAfter(args, args.loaderHeaders);
}

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <WithCheckoutWall wall={loaderData.checkoutWall}>
      <SignUpForm
        title={loaderData.seo.title}
        description={loaderData.seo.description}
        actionData={actionData}
        switchTo={{ path: '/auth', prompt: t('accounts.signUp.haveAccount'), label: t('accounts.signUp.signIn') }}
      />
    </WithCheckoutWall>
  );
}
