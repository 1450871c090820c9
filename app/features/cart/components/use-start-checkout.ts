import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '~/components/ui/toast-queue';
import { useTranslation } from '~/i18n/use-translation';

/**
 * Going to checkout from the cart (SPEC §4, §8): it needs at least one item and a session. An
 * empty cart is refused with 'Your cart is empty'; a visitor is told to sign in and sent to
 * /auth, which brings them back to /checkout. Used by the cart's own button and by the toast
 * after Add to cart.
 */
export function useStartCheckout(isSignedIn: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (itemCount: number) => {
      if (itemCount === 0) {
        showToast({ kind: 'error', title: t('cart.checkoutEmpty'), id: 'cart' });
        return;
      }
      if (!isSignedIn) {
        showToast({ kind: 'info', title: t('cart.checkoutSignIn'), id: 'cart' });
        navigate(`/auth?${new URLSearchParams({ redirectTo: '/checkout' })}`);
        return;
      }
      navigate('/checkout');
    },
    [t, navigate, isSignedIn],
  );
}
