import { Link, useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Minus, Plus, ShoppingBag, Trash } from '~/components/ui/icons';
import { useAnswerToast } from '~/components/ui/use-answer-toast';
import { ProductPicture } from '~/features/catalog/components/product-picture';
import { ProductPrice } from '~/features/catalog/components/product-price';
import { CONTENT_LANGUAGE, contentLanguage } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { formatPrice } from '~/utils/money';
import { pathTo } from '~/utils/routes/path-to';
import type { CartView } from '../cart.server';
import { canDecrease, canIncrease, checkoutChargesOf } from '../cart-rules';
import { useStartCheckout } from './use-start-checkout';

/** Sends one change to the cart and shows SPEC §8's toast for its outcome. */
function useCartChange(onDone: () => void, key?: string) {
  const fetcher = useFetcher<ActionAnswer>(key ? { key } : undefined);
  useAnswerToast(fetcher, 'cart', onDone);
  return fetcher;
}

/**
 * Removals share one fetcher with the list: a removed row is gone by the time its answer lands,
 * so the list (which stays) shows the toast.
 */
const REMOVE_FETCHER = 'cart-remove';

function CartLineRow({ line, onChanged }: { line: CartView['lines'][number]; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const change = useCartChange(onChanged);
  const remover = useFetcher<ActionAnswer>({ key: REMOVE_FETCHER });
  const busy = change.state !== 'idle' || (remover.state !== 'idle' && remover.formData?.get('productId') === line.productId);
  const post = (fields: Record<string, string>) =>
    change.submit({ productId: line.productId, ...fields }, { method: 'post', action: '/api/cart' });
  return (
    <li className="flex gap-3 py-4">
      <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-earth-50">
        {line.image && <ProductPicture image={line.image} size={80} sizes="80px" isMain className="size-full object-cover" />}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <Link
            {...contentLanguage(CONTENT_LANGUAGE)}
            to={pathTo('/product/:handle', { handle: line.handle })}
            className="font-semibold text-stone-900 hover:underline"
          >
            {line.name}
          </Link>
          {/* The line's total, as checkout and the receipt show it. */}
          <p className="shrink-0 font-semibold text-stone-900">
            <span className="sr-only">{t('lineAmounts.total')} </span>
            <ProductPrice cents={line.priceCents === null ? null : line.priceCents * line.quantity} />
          </p>
        </div>
        <p className="text-sm text-stone-700">
          {line.priceCents === null ? (
            <ProductPrice cents={null} />
          ) : (
            t('cart.each', { price: formatPrice(line.priceCents, i18n.language) })
          )}
        </p>
        {!line.isAvailable && <p className="text-sm font-medium text-red-800">{t('cart.errors.unavailable')}</p>}
        <div className="mt-2 flex items-center gap-2">
          <button
            type="button"
            aria-label={t('cart.decrease', { name: line.name })}
            className={buttonClass('secondary', 'icon')}
            disabled={busy || !canDecrease(line.quantity)}
            onClick={() => post({ intent: 'set', quantity: String(line.quantity - 1) })}
          >
            <Minus aria-hidden className="size-4 shrink-0" />
          </button>
          <output className="min-w-8 text-center font-semibold" aria-live="polite">
            <span className="sr-only">{t('cart.quantity')} </span>
            {line.quantity}
          </output>
          <button
            type="button"
            aria-label={t('cart.increase', { name: line.name })}
            className={buttonClass('secondary', 'icon')}
            disabled={busy || !canIncrease(line.quantity, line)}
            onClick={() => post({ intent: 'set', quantity: String(line.quantity + 1) })}
          >
            <Plus aria-hidden className="size-4 shrink-0" />
          </button>
          <button
            type="button"
            aria-label={t('cart.remove', { name: line.name })}
            className={buttonClass('ghost', 'icon', 'ms-auto')}
            disabled={busy}
            onClick={() =>
              remover.submit({ productId: line.productId, intent: 'remove' }, { method: 'post', action: '/api/cart' })
            }
          >
            <Trash aria-hidden className="size-4 shrink-0" />
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * The cart's lines, total, checkout and clear, shared by the header's drawer and the /cart page.
 * `reload` fetches the cart again after a change; `onLeave` closes the drawer before navigating;
 * `isSignedIn` (from the root loader) decides whether checkout asks the person to sign in first.
 */
export function CartContents({
  view,
  reload,
  isSignedIn,
  onLeave,
  showFullCartLink = false,
}: {
  view: CartView | undefined;
  reload: () => void;
  isSignedIn: boolean;
  onLeave?: () => void;
  showFullCartLink?: boolean;
}) {
  const { t } = useTranslation();
  const clear = useCartChange(reload);
  useCartChange(reload, REMOVE_FETCHER);

  const startCheckout = useStartCheckout(isSignedIn);
  const charges = checkoutChargesOf(view?.lines ?? []);

  function checkout() {
    // Close the drawer only when checkout goes ahead; an empty cart stays in view with its message.
    if (view && view.count > 0) onLeave?.();
    startCheckout(view?.count ?? 0);
  }

  return (
    <>
      {!view ? (
        <p className="px-6 py-10 text-center text-stone-600">{t('cart.loading')}</p>
      ) : view.lines.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ShoppingBag aria-hidden="true" className="size-8" />
          </span>
          <p className="text-lg font-semibold text-stone-900">{t('cart.empty')}</p>
          <p className="text-sm text-stone-600">{t('cart.emptyHint')}</p>
          <Link to="/products" onClick={() => onLeave?.()} className={buttonClass('primary')}>
            {t('cart.browse')}
          </Link>
        </div>
      ) : (
        <div className="flex flex-1 flex-col px-5">
          <ul aria-label={t('cart.title')} className="divide-y divide-stone-200">
            {view.lines.map((line) => (
              <CartLineRow key={line.productId} line={line} onChanged={reload} />
            ))}
          </ul>
          <div className="mt-auto space-y-3 border-t border-stone-200 py-5">
            {/*
              SPEC §4's total is the goods alone: checkout adds shipping and tax to any line that is
              not a relief product (orders/money.ts), so until then it is called what it is.
            */}
            <div>
              <p className="flex justify-between text-lg font-semibold text-stone-900">
                <span>{t(charges === 'none' ? 'cart.total' : 'cart.subtotal')}</span>
                <ProductPrice cents={view.totalCents} />
              </p>
              <p className="mt-0.5 text-sm text-stone-600">
                {t(charges === 'none' ? 'cart.noCheckoutCharges' : 'cart.checkoutCharges')}
              </p>
            </div>
            <button type="button" className={buttonClass('primary', 'lg', 'w-full')} onClick={checkout}>
              {t('cart.checkout')}
            </button>
            {showFullCartLink && (
              <Link to="/cart" onClick={() => onLeave?.()} className={buttonClass('secondary', 'md', 'w-full')}>
                {t('cart.viewFull')}
              </Link>
            )}
            <button
              type="button"
              className="w-full text-sm font-semibold text-stone-700 underline"
              disabled={clear.state !== 'idle'}
              onClick={() => clear.submit({ intent: 'clear' }, { method: 'post', action: '/api/cart' })}
            >
              {t('cart.clear')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
