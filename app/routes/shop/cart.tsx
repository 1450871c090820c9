import { useRevalidator } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { useRootData } from '~/components/layout/use-root-data';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { loadCart } from '~/features/cart/cart.server';
import { CartContents } from '~/features/cart/components/cart-contents';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { privateNoStore } from '~/utils/cache-headers';
import type { Route } from './+types/cart';

/** The full cart view: the drawer's contents on a page of their own. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/cart');
  const [cart, seo] = await Promise.all([loadCart(request), pageSeo(request, { path: '/cart', pageKey: 'cart', noindex: true })]);
  return { cart, seo };
}

export const headers = privateNoStore;

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  const isSignedIn = useRootData()?.isSignedIn ?? false;
  return (
    <AreaPage pageKey="cart" area="shop">
      <div className="mt-8 flex max-w-2xl flex-col rounded-3xl border border-stone-200 bg-white">
        <CartContents view={loaderData.cart} reload={() => void revalidate()} isSignedIn={isSignedIn} />
      </div>
    </AreaPage>
  );
}
