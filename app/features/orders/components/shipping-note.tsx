import { Link } from 'react-router';
import { RotateCcw, Truck } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';
import { formatPrice } from '~/utils/money';

/** What the shipping page's rules say about a product: shipped goods, seeds, digital or relief. */
export type ShippingKind = 'goods' | 'seeds' | 'digital' | 'relief';

/** Standard and express rates and the free-shipping threshold, in cents (from the configuration). */
export type ShippingRates = { flatCents: number; expressCents: number; freeThresholdCents: number };

/**
 * The short version of /shipping-info beside the Add to cart button: when it ships, what shipping
 * costs (the same settings checkout charges with, see money.ts) and whether it can be returned.
 * Relief products go to relief partners and ship nothing; seeds and digital items are returned
 * only when faulty; other unopened items within 30 days of delivery.
 */
export function ShippingNote({ kind, rates }: { kind: ShippingKind; rates: ShippingRates }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatPrice(cents, i18n.language);
  const shipping =
    kind === 'relief'
      ? t('orders.shippingNote.relief')
      : kind === 'digital'
        ? t('orders.shippingNote.digital')
        : t('orders.shippingNote.rates', {
            flat: money(rates.flatCents),
            threshold: money(rates.freeThresholdCents),
            express: money(rates.expressCents),
          });
  const returns = kind === 'relief' ? null : t(`orders.shippingNote.returns.${kind}`);
  return (
    <section aria-label={t('orders.shippingNote.title')} className="mt-5 rounded-2xl bg-stone-50 p-4 text-sm text-stone-700">
      <ul className="space-y-2">
        <li className="flex gap-2.5">
          <Truck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-800" />
          <span>{shipping}</span>
        </li>
        {returns && (
          <li className="flex gap-2.5">
            <RotateCcw aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-800" />
            <span>{returns}</span>
          </li>
        )}
      </ul>
      <Link to="/shipping-info" className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-4">
        {t('orders.shippingNote.link')}
      </Link>
    </section>
  );
}
