import { useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Heart } from '~/components/ui/icons';
import { useAnswerToast } from '~/components/ui/use-answer-toast';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import type { ActionAnswer } from '~/utils/form-result';

/**
 * Add to or remove from the wishlist (SPEC §3, §8). Posts to the product page's action, so it
 * also works without JavaScript (`pageResult`: the action's answer when it was about the
 * wishlist); a visitor gets SPEC's "Please log in…" message.
 */
export function WishlistButton({
  productId,
  action,
  inWishlist,
  pageResult,
}: {
  productId: string;
  action: string;
  inWishlist: boolean;
  pageResult?: ActionAnswer;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionAnswer>();
  useAnswerToast(fetcher, 'wishlist');
  // While a change is on its way, show where it is going.
  const pendingIntent = fetcher.formData?.get('intent');
  const saved = pendingIntent ? pendingIntent === 'wishlist-add' : inWishlist;
  const result = !fetcher.data ? pageResult : undefined;
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value={saved ? 'wishlist-remove' : 'wishlist-add'} />
      <input type="hidden" name="productId" value={productId} />
      <button type="submit" className={buttonClass('secondary', 'lg', 'w-full sm:w-auto')} aria-pressed={saved}>
        <Heart aria-hidden className={cn('size-5', saved && 'fill-current text-red-700')} />
        {saved ? t('wishlist.remove') : t('wishlist.add')}
      </button>
      {result && (
        <p role="status" className={result.ok ? 'mt-3 font-medium text-brand-800' : 'mt-3 font-medium text-red-800'}>
          {t(result.message, result.messageVars ?? {})}
        </p>
      )}
    </fetcher.Form>
  );
}
