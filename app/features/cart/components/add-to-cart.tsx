import { useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ShoppingBag } from '~/components/ui/icons';
import { useAnswerToast } from '~/components/ui/use-answer-toast';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import { QuantitySelector } from './quantity-selector';
import { useStartCheckout } from './use-start-checkout';

/**
 * The quantity and Add to cart. Posts to the product page's own action, so it works before
 * JavaScript has loaded (the page reloads with the result, `pageResult`: the action's answer
 * when it was about the cart); with JavaScript it stays in place and shows SPEC §8's toast,
 * with "View cart" and "Checkout" to go on from there. `maxQuantity` is the most the selector
 * offers (stock, or the cart's limit per line); a sold-out product shows no selector.
 */
export function AddToCart({
  productId,
  handle,
  isAvailable,
  maxQuantity,
  isSignedIn,
  pageResult,
}: {
  productId: string;
  handle: string;
  isAvailable: boolean;
  maxQuantity: number;
  isSignedIn: boolean;
  pageResult?: ActionAnswer;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startCheckout = useStartCheckout(isSignedIn);
  const fetcher = useFetcher<ActionAnswer>();
  const [quantity, setQuantity] = useState('1');
  const result = fetcher.data ?? pageResult;
  useAnswerToast(
    fetcher,
    'cart',
    () => {
      if (fetcher.data?.ok) setQuantity('1');
    },
    [
      { label: t('cart.viewCart'), onClick: () => navigate('/cart') },
      { label: t('cart.checkout'), onClick: () => startCheckout(1) },
    ],
  );
  return (
    <fetcher.Form method="post" action={pathTo('/product/:handle', { handle })}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <div className="flex flex-wrap items-end gap-3">
        {isAvailable && <QuantitySelector max={maxQuantity} value={quantity} onChange={setQuantity} />}
        <button
          type="submit"
          className={buttonClass('primary', 'lg', 'grow sm:grow-0')}
          disabled={!isAvailable || fetcher.state !== 'idle'}
        >
          <ShoppingBag aria-hidden className="size-5 shrink-0" />
          {isAvailable ? t('cart.add') : t('catalog.stock.out')}
        </button>
      </div>
      {/* Without JavaScript the answer arrives with the page; with it, as a toast. */}
      {!fetcher.data && result && (
        <p role="status" className={result.ok ? 'mt-3 font-medium text-brand-800' : 'mt-3 font-medium text-red-800'}>
          {t(result.message, result.messageVars ?? {})}
        </p>
      )}
    </fetcher.Form>
  );
}
