import { ShoppingBag } from 'lucide-react';
import { useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { useAnswerToast } from '~/components/ui/use-answer-toast';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';

/**
 * Posts to the product page's own action, so it works before JavaScript has loaded (the page
 * reloads with the result, `pageResult`: the action's answer when it was about the cart); with
 * JavaScript it stays in place and shows SPEC §8's toast.
 */
export function AddToCart({
  productId,
  handle,
  isAvailable,
  pageResult,
}: {
  productId: string;
  handle: string;
  isAvailable: boolean;
  pageResult?: ActionAnswer;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionAnswer>();
  const result = fetcher.data ?? pageResult;
  useAnswerToast(fetcher, 'cart');
  return (
    <fetcher.Form method="post" action={`/product/${handle}`}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <button
        type="submit"
        className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
        disabled={!isAvailable || fetcher.state !== 'idle'}
      >
        <ShoppingBag aria-hidden className="size-5" />
        {isAvailable ? t('cart.add') : t('catalog.stock.out')}
      </button>
      {/* Without JavaScript the answer arrives with the page; with it, as a toast. */}
      {!fetcher.data && result && (
        <p role="status" className={result.ok ? 'mt-3 font-medium text-brand-800' : 'mt-3 font-medium text-red-800'}>
          {t(result.message, result.messageVars ?? {})}
        </p>
      )}
    </fetcher.Form>
  );
}
