import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { checkoutAction, loadCheckout } from '~/features/orders/checkout-page.server';
import { CheckoutForm } from '~/features/orders/components/checkout-form';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { languageCodeFor } from '~/i18n/i18n.server';
import { privateNoStore } from '~/utils/cache-headers';
import type { Route } from './+types/checkout';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/checkout');
  const [checkout, seo] = await Promise.all([
    loadCheckout(user, languageCodeFor(request)),
    pageSeo(request, { path: '/checkout', pageKey: 'checkout', noindex: true }),
  ]);
  return { checkout, seo };
}

/** Places the order (idempotent by the form's key) and sends the person to the payment page. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/checkout');
  return checkoutAction(request, user);
}

export const headers = privateNoStore;

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AreaPage pageKey="checkout" area="shop">
      {/* The discount form's answers go to its own fetcher; only the order's come here. */}
      <CheckoutForm checkout={loaderData.checkout} result={actionData && 'intent' in actionData ? undefined : actionData} />
    </AreaPage>
  );
}
