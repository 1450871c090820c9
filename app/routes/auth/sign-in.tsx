import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { SignInForm } from '~/features/accounts/components/auth-forms';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { passRetryAfter } from '~/utils/route-headers';
import type { Route } from './+types/sign-in';
import { signInAction } from './auth-actions.server';
import { WithCheckoutWall } from './checkout-wall';
import { authPageData } from './checkout-wall.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/auth');
  return authPageData(request, pageSeo(request, { path: '/auth', pageKey: 'auth', noindex: true }));
}

export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/auth');
  return signInAction({ request });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;
// A refused try (429) tells the client when to come back; on the way to checkout, never cached.
export function headers(args: Route.HeadersArgs) {
  return passRetryAfter(args, args.loaderHeaders);
}

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <WithCheckoutWall wall={loaderData.checkoutWall}>
      <SignInForm
        title={loaderData.seo.title}
        description={loaderData.seo.description}
        actionData={actionData}
        switchTo={{ path: '/signup', prompt: t('accounts.signIn.noAccount'), label: t('accounts.signIn.createAccount') }}
      />
    </WithCheckoutWall>
  );
}
