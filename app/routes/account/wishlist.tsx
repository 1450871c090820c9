import { data } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { WishlistList } from '~/features/wishlist/components/wishlist-list';
import { loadWishlist, removeFromWishlist } from '~/features/wishlist/wishlist.server';
import { answerOf } from '~/utils/failure-answer';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ActionAnswer } from '~/utils/form-result';
import type { Route } from './+types/wishlist';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/account/wishlist');
  const [wishlist, seo] = await Promise.all([
    loadWishlist({ actor: user }),
    pageSeo(request, { path: '/account/wishlist', pageKey: 'account-wishlist', noindex: true }),
  ]);
  return { wishlist, seo };
}

/** Remove from the wishlist (SPEC §3); adding happens on product pages. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/account/wishlist');
  const read = await readForm(request);
  if (!read.ok) return data<ActionAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  const change = await removeFromWishlist({ actor: user, productId: textField(read.form, 'productId') });
  return change.ok
    ? data<ActionAnswer>({ ok: true, message: change.message })
    : data<ActionAnswer>(answerOf(change), { status: change.status });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AreaPage pageKey="account-wishlist" area="account">
      <WishlistList wishlist={loaderData.wishlist} pageResult={actionData} />
    </AreaPage>
  );
}
