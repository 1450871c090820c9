import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { Sheet } from '~/components/ui/sheet';
import { dismissToasts, setEndSideTaken } from '~/components/ui/toast-queue';
import type { CartView } from '~/features/cart/cart.server';
import { CartContents } from '~/features/cart/components/cart-contents';
import { useTranslation } from '~/i18n/use-translation';
import { rememberCart, useKnownCart } from './cart-snapshot';
import { useCartCount } from './use-cart-count';
import { useRootData } from './use-root-data';

/**
 * The cart drawer from the header button: the server's cart, with its SPEC §4 rules. It opens
 * with the cart this page already read, if it still has the header's count of items, and
 * reloads it behind; "Loading your cart…" shows only when nothing is known yet.
 */
export function CartDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const root = useRootData();
  const count = useCartCount();
  const known = useKnownCart(count);
  const cart = useFetcher<CartView>();
  const reload = cart.load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload whenever the drawer opens or the item count changes
  useEffect(() => {
    if (open) reload('/api/cart');
  }, [open, reload, root?.cartCount]);
  useEffect(() => {
    if (cart.data) rememberCart(cart.data);
  }, [cart.data]);
  // The drawer says what the "added to cart" toast said, where the toast stood over its buttons:
  // the toast closes, and later ones stand clear of the drawer's side while it is open.
  useEffect(() => {
    if (open) dismissToasts();
    setEndSideTaken(open);
    return () => setEndSideTaken(false);
  }, [open]);
  const fresh = cart.data && (count === null || cart.data.count === count) ? cart.data : undefined;
  return (
    <Sheet open={open} onOpenChange={onOpenChange} side="end" title={t('cart.title')} closeLabel={t('common.close')}>
      <CartContents
        view={fresh ?? known ?? cart.data}
        reload={() => reload('/api/cart')}
        isSignedIn={root?.isSignedIn ?? false}
        onLeave={() => onOpenChange(false)}
        showFullCartLink
      />
    </Sheet>
  );
}
