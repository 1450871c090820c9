import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { Sheet } from '~/components/ui/sheet';
import type { CartView } from '~/features/cart/cart.server';
import { CartContents } from '~/features/cart/components/cart-contents';
import { useTranslation } from '~/i18n/use-translation';
import { useRootData } from './use-root-data';

/** The cart drawer from the header button: the server's cart, with its SPEC §4 rules. */
export function CartDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const root = useRootData();
  const cart = useFetcher<CartView>();
  const reload = cart.load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload whenever the drawer opens or the item count changes
  useEffect(() => {
    if (open) reload('/api/cart');
  }, [open, reload, root?.cartCount]);
  return (
    <Sheet open={open} onOpenChange={onOpenChange} side="end" title={t('cart.title')} closeLabel={t('common.close')}>
      <CartContents
        view={cart.data}
        reload={() => reload('/api/cart')}
        isSignedIn={root?.isSignedIn ?? false}
        onLeave={() => onOpenChange(false)}
        showFullCartLink
      />
    </Sheet>
  );
}
