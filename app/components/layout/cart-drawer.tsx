import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useNavigate } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Sheet } from '~/components/ui/sheet';
import { showToast } from '~/components/ui/toast';
import type { CartView } from '~/features/cart/cart.server';
import { canDecrease, canIncrease } from '~/features/cart/cart-rules';
import { ProductPrice } from '~/features/catalog/components/product-price';
import type { CartActionResult } from '~/routes/api/cart';
import { useRootData } from '~/utils/use-root-data';

/** Sends one change to the cart and shows SPEC §8's toast for its outcome. */
function useCartChange(onDone: () => void) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CartActionResult>();
  // Each answer is shown once, however often the component renders.
  const handled = useRef<CartActionResult | undefined>(undefined);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const { ok, message, messageVars } = fetcher.data;
    if (message) showToast({ kind: ok ? 'success' : 'error', title: t(message, messageVars ?? {}), id: 'cart' });
    done.current();
  }, [fetcher.state, fetcher.data, t]);
  return fetcher;
}

function CartLineRow({ line, onChanged }: { line: CartView['lines'][number]; onChanged: () => void }) {
  const { t } = useTranslation();
  const change = useCartChange(onChanged);
  const busy = change.state !== 'idle';
  const post = (fields: Record<string, string>) =>
    change.submit({ productId: line.productId, ...fields }, { method: 'post', action: '/api/cart' });
  return (
    <li className="flex gap-3 py-4">
      <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-earth-50">
        {line.image && (
          <img src={line.image.src} alt={line.image.alt} width={80} height={80} className="size-full object-cover" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <Link to={`/product/${line.handle}`} className="font-semibold text-stone-900 hover:underline">
          {line.name}
        </Link>
        <ProductPrice cents={line.priceCents} className="block text-sm text-stone-700" />
        {!line.isAvailable && <p className="text-sm font-medium text-red-800">{t('cart.errors.unavailable')}</p>}
        <div className="mt-2 flex items-center gap-2">
          <button
            type="button"
            aria-label={t('cart.decrease', { name: line.name })}
            className={buttonClass('secondary', 'sm', 'size-8 px-0')}
            disabled={busy || !canDecrease(line.quantity)}
            onClick={() => post({ intent: 'set', quantity: String(line.quantity - 1) })}
          >
            <Minus aria-hidden className="size-4" />
          </button>
          <output className="min-w-8 text-center font-semibold" aria-live="polite">
            <span className="sr-only">{t('cart.quantity')} </span>
            {line.quantity}
          </output>
          <button
            type="button"
            aria-label={t('cart.increase', { name: line.name })}
            className={buttonClass('secondary', 'sm', 'size-8 px-0')}
            disabled={busy || !canIncrease(line.quantity, line)}
            onClick={() => post({ intent: 'set', quantity: String(line.quantity + 1) })}
          >
            <Plus aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            aria-label={t('cart.remove', { name: line.name })}
            className={buttonClass('ghost', 'sm', 'ms-auto size-8 px-0')}
            disabled={busy}
            onClick={() => post({ intent: 'remove' })}
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        </div>
      </div>
    </li>
  );
}

/** The cart drawer from the header button: the server's cart, with its SPEC §4 rules. */
export function CartDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const root = useRootData();
  const cart = useFetcher<CartView>();
  const reload = cart.load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload whenever the drawer opens or the item count changes
  useEffect(() => {
    if (open) reload('/api/cart');
  }, [open, reload, root?.cartCount]);
  const clear = useCartChange(() => reload('/api/cart'));
  const view = cart.data;

  function checkout() {
    // SPEC §4, §8: checkout needs a session and at least one item.
    if (!view || view.count === 0) {
      showToast({ kind: 'error', title: t('cart.checkoutEmpty'), id: 'cart' });
      return;
    }
    onOpenChange(false);
    if (!root?.isSignedIn) {
      showToast({ kind: 'info', title: t('cart.checkoutSignIn'), id: 'cart' });
      navigate(`/auth?${new URLSearchParams({ redirectTo: '/checkout' })}`);
      return;
    }
    navigate('/checkout');
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange} side="end" title={t('cart.title')} closeLabel={t('common.close')}>
      {!view ? (
        <p className="px-6 py-10 text-center text-stone-600">{t('cart.loading')}</p>
      ) : view.lines.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ShoppingBag aria-hidden="true" className="size-8" />
          </span>
          <p className="text-lg font-semibold text-stone-900">{t('cart.empty')}</p>
          <p className="text-sm text-stone-600">{t('cart.emptyHint')}</p>
          <Link to="/products" onClick={() => onOpenChange(false)} className={buttonClass('primary')}>
            {t('cart.browse')}
          </Link>
        </div>
      ) : (
        <div className="flex flex-1 flex-col px-5">
          <ul aria-label={t('cart.title')} className="divide-y divide-stone-200">
            {view.lines.map((line) => (
              <CartLineRow key={line.productId} line={line} onChanged={() => reload('/api/cart')} />
            ))}
          </ul>
          <div className="mt-auto space-y-3 border-t border-stone-200 py-5">
            <p className="flex justify-between text-lg font-semibold text-stone-900">
              <span>{t('cart.total')}</span>
              <ProductPrice cents={view.totalCents} />
            </p>
            <button type="button" className={buttonClass('primary', 'lg', 'w-full')} onClick={checkout}>
              {t('cart.checkout')}
            </button>
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
    </Sheet>
  );
}
