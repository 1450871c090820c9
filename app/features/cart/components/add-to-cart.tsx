import { useId, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ShoppingBag } from '~/components/ui/icons';
import { useAnswerToast } from '~/components/ui/use-answer-toast';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import type { QuantityLimitReason } from '../cart-rules';
import { QuantitySelector } from './quantity-selector';
import { useStartCheckout } from './use-start-checkout';

/** What the note under the quantity says at its limit: what is left in stock, or the most one order may take. */
const LIMIT_NOTES: Record<QuantityLimitReason, string> = {
  stock: 'cart.errors.stockLeft',
  'order-limit': 'cart.errors.orderLimit',
};

/**
 * The quantity and Add to cart. Posts to the product page's own action, so it works before
 * JavaScript has loaded (the page reloads with the result, `pageResult`: the action's answer
 * when it was about the cart); with JavaScript it stays in place and shows SPEC §8's toast,
 * with "View cart" and "Checkout" to go on from there. `maxQuantity` is the most the selector
 * offers (stock, or the cart's limit per line) and `limitReason` which of the two it is; a
 * sold-out product shows no selector.
 *
 * A number typed past the limit is brought down to it when the field is left, never in silence:
 * once the person reaches the limit (typing past it, or + up to it), a note under the field says
 * what the limit is and why ("Only 5 left in stock."), until they go below it again.
 */
export function AddToCart({
  productId,
  handle,
  isAvailable,
  maxQuantity,
  limitReason,
  isSignedIn,
  pageResult,
}: {
  productId: string;
  handle: string;
  isAvailable: boolean;
  maxQuantity: number;
  limitReason: QuantityLimitReason;
  isSignedIn: boolean;
  pageResult?: ActionAnswer;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startCheckout = useStartCheckout(isSignedIn);
  const fetcher = useFetcher<ActionAnswer>();
  const [quantity, setQuantity] = useState('1');
  const [hasChosen, setHasChosen] = useState(false);
  const limitNoteId = useId();
  const chosen = Number(quantity);
  const isAtLimit = hasChosen && Number.isFinite(chosen) && chosen >= maxQuantity;
  const result = fetcher.data ?? pageResult;
  useAnswerToast(
    fetcher,
    'cart',
    () => {
      if (!fetcher.data?.ok) return;
      setQuantity('1');
      setHasChosen(false);
    },
    [
      { label: t('cart.viewCart'), onClick: () => navigate('/cart') },
      { label: t('cart.checkout'), onClick: () => startCheckout(1) },
    ],
  );
  return (
    <fetcher.Form method="post" action={pathTo('/product/:handle', { handle })} className="relative">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <div className="flex flex-wrap items-end gap-3">
        {isAvailable && (
          <QuantitySelector
            max={maxQuantity}
            value={quantity}
            onChange={(value) => {
              setQuantity(value);
              setHasChosen(true);
            }}
            describedBy={limitNoteId}
          />
        )}
        <button
          type="submit"
          className={buttonClass('primary', 'lg', 'grow sm:grow-0')}
          disabled={!isAvailable || fetcher.state !== 'idle'}
        >
          <ShoppingBag aria-hidden className="size-5 shrink-0" />
          {isAvailable ? t('cart.add') : t('catalog.stock.out')}
        </button>
      </div>
      {/*
        In the page from the start, so a screen reader hears the note when it appears. From sm up
        it hangs under the row, so the buttons beside the form (the wishlist) stay level with Add to cart.
      */}
      <p
        id={limitNoteId}
        role="status"
        className="text-sm font-medium text-amber-900 not-empty:mt-2 sm:absolute sm:top-full sm:start-0 sm:whitespace-nowrap sm:not-empty:mt-1"
      >
        {isAtLimit ? t(LIMIT_NOTES[limitReason], { count: maxQuantity }) : ''}
      </p>
      {/* Without JavaScript the answer arrives with the page; with it, as a toast. */}
      {!fetcher.data && result && (
        <p role="status" className={result.ok ? 'mt-3 font-medium text-brand-800' : 'mt-3 font-medium text-red-800'}>
          {t(result.message, result.messageVars ?? {})}
        </p>
      )}
    </fetcher.Form>
  );
}
