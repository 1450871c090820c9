import type { ReactNode } from 'react';
import { Money } from '~/components/ui/money';
import { useTranslation } from '~/i18n/use-translation';
import type { CheckoutWall } from './checkout-wall.server';

/** Sign-in or sign-up, with why (checkout needs an account) and the cart beside it. */
export function WithCheckoutWall({ wall, children }: { wall: CheckoutWall | null; children: ReactNode }) {
  const { t } = useTranslation();
  if (!wall) return children;
  return (
    <div className="mx-auto grid max-w-5xl items-start gap-2 lg:grid-cols-[1fr_22rem] lg:gap-8">
      <div className="order-2 lg:order-1">{children}</div>
      <aside
        aria-labelledby="checkout-wall-title"
        className="order-1 mx-4 mt-8 rounded-3xl border border-brand-200 bg-brand-50 p-6 lg:order-2 lg:mx-0 lg:mt-16"
      >
        <h2 id="checkout-wall-title" className="text-lg font-semibold text-stone-900">
          {t('checkoutWall.title')}
        </h2>
        <p className="mt-2 text-sm text-stone-700">{t('checkoutWall.why')}</p>
        <ul className="mt-4 divide-y divide-brand-100 text-sm">
          {wall.lines.map((line) => (
            <li key={line.productId} className="flex justify-between gap-4 py-2">
              <span className="text-stone-800">
                {line.name} <span className="text-stone-600">× {line.quantity}</span>
              </span>
              <Money cents={line.lineCents} className="shrink-0 font-medium text-stone-900" />
            </li>
          ))}
        </ul>
        <p className="mt-3 flex justify-between border-t border-brand-200 pt-3 font-semibold text-stone-900">
          <span>{t('checkoutWall.subtotal', { count: wall.count })}</span>
          <Money cents={wall.totalCents} />
        </p>
      </aside>
    </div>
  );
}
